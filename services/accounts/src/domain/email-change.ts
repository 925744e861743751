import { accountMessages } from '@inkspell/contracts';
import { issueEmailedLink, openEmailedLink, redeemEmailedLink } from './emailed-links';
import { accountErrors } from './errors';
import { emailChangeNoticeMail } from './mail-templates';
import { verifyPassword } from './passwords';
import type { AccountsPorts, Caller, User } from './ports';

/** Whether the profile form asks for another address than the account's (addresses match whatever their case). */
export function asksForNewEmail(user: Pick<User, 'email'>, email: string): boolean {
  return (user.email ?? '').toLowerCase() !== email.toLowerCase();
}

/**
 * A new address, asked for on the profile (ADR 0025): the current password first (a stolen session alone must
 * not move the account's mail, which is where "forgot password" sends its link; a wrong one counts as a failed
 * login). The address must be free now and again when confirmed. The link goes to the new address, a notice to
 * the old one, and the account keeps the old address until the link is opened.
 */
export async function requestEmailChange(
  ports: Pick<AccountsPorts, 'repos' | 'loginLimiter' | 'mailer' | 'linkCooldown' | 'now' | 'links'>,
  caller: Caller,
  user: User,
  input: { email: string; currentPassword?: string },
): Promise<void> {
  if (!input.currentPassword) throw accountErrors.currentPasswordForEmail();
  const limit = await ports.loginLimiter.isBlocked(user.username, caller.ip);
  if (limit.blocked) throw accountErrors.tooManyAttempts(limit.retryAfterSeconds);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await ports.loginLimiter.recordFailure(user.username, caller.ip);
    throw accountErrors.wrongPassword();
  }
  const owner = await ports.repos.users.findByEmail(input.email);
  if (owner && owner.id !== user.id) throw accountErrors.emailTaken();
  await issueEmailedLink(ports, 'confirm_email', user, input.email);
  if (user.email) await ports.mailer(emailChangeNoticeMail(user.email, user.firstName ?? user.username, input.email));
  await ports.repos.users.update(user.id, { pendingEmail: input.email });
}

/**
 * The link mailed to the new address was opened: that address becomes the account's, verified, once. The token
 * remembers which address it was mailed to, so only an address whose mailbox was proven is ever applied.
 */
export async function confirmEmailChange(
  ports: Pick<AccountsPorts, 'repos' | 'transaction' | 'now'>,
  token: string,
): Promise<{ email: string; message: string }> {
  const link = await openEmailedLink(ports, 'confirm_email', token);
  const email = link.email;
  if (!email) throw accountErrors.emailLinkInvalid();
  await redeemEmailedLink(ports, link, async (tx, user) => {
    const owner = await tx.users.findByEmail(email);
    if (owner && owner.id !== user.id) throw accountErrors.emailTaken();
    const changed = await tx.users.confirmEmail(user.id, email);
    if ('taken' in changed) throw accountErrors.emailTaken();
  });
  return { email, message: accountMessages.emailConfirmed };
}
