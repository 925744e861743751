import type { DomainError } from '@inkspell/service-kit/errors';
import { accountErrors } from './errors';
import { confirmEmailMail, disableTwoFactorMail, passwordResetMail } from './mail-templates';
import { hashOneTimeToken, newOneTimeToken, tokenState } from './one-time-token';
import type { AccountsPorts, LinkPurpose, LinkSettings, Mail, TxRepos, User } from './ports';

interface LinkKind {
  /** The page of the app the link opens. */
  page: string;
  lifetimeMs: (settings: LinkSettings) => number;
  mail: (to: string, name: string, link: string, lifetimeMs: number) => Mail;
  /** The refusal when a link of this kind was mailed to the account within the cooldown window. */
  cooldown: () => DomainError;
  expired: () => DomainError;
  invalid: () => DomainError;
}

/** A new address is confirmed within a day: long enough to open another mailbox, short for a forgotten link. */
export const emailConfirmationLifetimeMs = 24 * 60 * 60_000;

const linkKinds: Record<LinkPurpose, LinkKind> = {
  password_reset: {
    page: '/reset-password',
    lifetimeMs: (s) => s.resetTokenTtlMs,
    mail: passwordResetMail,
    cooldown: accountErrors.resetCooldown,
    expired: accountErrors.resetLinkExpired,
    invalid: accountErrors.resetLinkInvalid,
  },
  disable_2fa: {
    page: '/disable-2fa',
    lifetimeMs: (s) => s.disableTokenTtlMs,
    mail: disableTwoFactorMail,
    cooldown: accountErrors.disableRequestCooldown,
    expired: accountErrors.disableLinkExpired,
    invalid: accountErrors.disableLinkInvalid,
  },
  confirm_email: {
    page: '/confirm-email',
    lifetimeMs: () => emailConfirmationLifetimeMs,
    mail: confirmEmailMail,
    cooldown: accountErrors.disableRequestCooldown,
    expired: accountErrors.emailLinkExpired,
    invalid: accountErrors.emailLinkInvalid,
  },
};

/**
 * Mails the user a single-use link for `purpose`; only the token's hash is kept, with the address it went to,
 * and it expires. One link per account and purpose per cooldown window, spent only once the mail went out.
 * `to` is the user's address, or for confirm_email the new one the link proves (ADR 0025).
 */
export async function issueEmailedLink(
  ports: Pick<AccountsPorts, 'repos' | 'mailer' | 'linkCooldown' | 'now' | 'links'>,
  purpose: LinkPurpose,
  user: User,
  to: string,
): Promise<void> {
  const kind = linkKinds[purpose];
  const cooldownKey = `${purpose}:${user.id}`;
  // Taken before sending so two requests racing cannot both mail; given back below if nothing was sent.
  if (!(await ports.linkCooldown.take(cooldownKey))) throw kind.cooldown();
  try {
    const lifetimeMs = kind.lifetimeMs(ports.links);
    const { token, hash } = newOneTimeToken();
    await ports.repos.tokens.store({ userId: user.id, purpose, tokenHash: hash, email: to, expiresAt: new Date(ports.now() + lifetimeMs) });
    const link = `${ports.links.appUrl}${kind.page}?token=${encodeURIComponent(token)}`;
    await ports.mailer(kind.mail(to, user.firstName ?? user.username, link, lifetimeMs));
  } catch (err) {
    await ports.linkCooldown.release(cooldownKey);
    throw err;
  }
}

/** A link that was opened: its token is still unspent and its user may use it. */
export interface OpenedLink {
  purpose: LinkPurpose;
  tokenId: string;
  user: User;
  /** The address the link was mailed to (null for links mailed before it was recorded). */
  email: string | null;
}

/** Finds the token of an opened link; an expired, spent or unknown one is refused with its purpose's message. */
export async function openEmailedLink(
  ports: Pick<AccountsPorts, 'repos' | 'now'>,
  purpose: LinkPurpose,
  token: string,
): Promise<OpenedLink> {
  const kind = linkKinds[purpose];
  const row = await ports.repos.tokens.find(purpose, hashOneTimeToken(token));
  const state = tokenState(row, new Date(ports.now()));
  if (state === 'expired') throw kind.expired();
  if (state === 'invalid' || !row) throw kind.invalid();
  const user = await ports.repos.users.findById(row.userId);
  if (!user || user.isDisabled) throw kind.invalid();
  return { purpose, tokenId: row.id, user, email: row.email };
}

/** Spends the link's token and applies its effect in one transaction; a token another request spent first is refused. */
export async function redeemEmailedLink<T>(
  ports: Pick<AccountsPorts, 'transaction'>,
  link: OpenedLink,
  apply: (tx: TxRepos, user: User) => Promise<T>,
): Promise<T> {
  return ports.transaction(async (tx) => {
    if (!(await tx.tokens.use(link.tokenId))) throw linkKinds[link.purpose].invalid();
    return apply(tx, link.user);
  });
}
