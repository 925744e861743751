import type { Mail } from './ports';

/** How long a link works, in a mail's words: "30 minutes", "one hour", "2 hours", "one day". */
export function describeLifetime(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  const [count, unit] = minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return count === 1 ? `one ${unit}` : `${count} ${unit}s`;
}

export function passwordResetMail(to: string, name: string, link: string, lifetimeMs: number): Mail {
  return linkMail(to, name, link, {
    subject: 'Reset your Inkspell password',
    before: `Someone asked to reset the password of your Inkspell account. If it was you, open this link within ${describeLifetime(lifetimeMs)}:`,
    after: 'If it was not you, you can ignore this message; your password stays the same.',
  });
}

export function disableTwoFactorMail(to: string, name: string, link: string, lifetimeMs: number): Mail {
  return linkMail(to, name, link, {
    subject: 'Turn off two-factor authentication on Inkspell',
    before: `You asked to turn off two-factor authentication. Open this link within ${describeLifetime(lifetimeMs)} and confirm with your password and a code from your authenticator app or one of your backup codes:`,
    after: 'If you did not ask for this, ignore this message and consider changing your password.',
  });
}

/** To the new address: the link that makes it the account's address (ADR 0025). */
export function confirmEmailMail(to: string, name: string, link: string, lifetimeMs: number): Mail {
  return linkMail(to, name, link, {
    subject: 'Confirm your new Inkspell e-mail address',
    before: `You asked to use this address for your Inkspell account. Open this link within ${describeLifetime(lifetimeMs)} to confirm it; until then your account keeps its old address:`,
    after: 'If you did not ask for this, ignore this message; nothing changes.',
  });
}

/** To the old address: someone signed in with the password asked to move the account to `newEmail`. */
export function emailChangeNoticeMail(to: string, name: string, newEmail: string): Mail {
  const paragraphs = [
    `Hello ${name},`,
    `Someone signed in to your Inkspell account asked to change its e-mail address to ${newEmail}. The change happens only when the link we sent to that address is opened; until then your account keeps this address.`,
    'If it was not you, sign in, change your password and put your own address back on your profile.',
    'Spell, your Inkspell narrator',
  ];
  return {
    to,
    subject: 'Your Inkspell e-mail address is being changed',
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escape(p)}</p>`).join(''),
  };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One message in text and HTML: greeting, what to do, the link, what if it was not you, Spell's signature. */
function linkMail(to: string, name: string, link: string, words: { subject: string; before: string; after: string }): Mail {
  const paragraphs = [`Hello ${name},`, words.before, link, words.after, 'Spell, your Inkspell narrator'];
  return {
    to,
    subject: words.subject,
    link,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => (p === link ? `<p><a href="${escape(link)}">${escape(link)}</a></p>` : `<p>${escape(p)}</p>`)).join(''),
  };
}
