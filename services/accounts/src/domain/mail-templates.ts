import type { Mail } from '../adapters/mailer';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function passwordResetMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your Inkspell password',
    link,
    text: `Hello ${name},\n\nSomeone asked to reset the password of your Inkspell account. If it was you, open this link within one hour:\n\n${link}\n\nIf it was not you, you can ignore this message; your password stays the same.\n\nSpell, your Inkspell narrator`,
    html: `<p>Hello ${escape(name)},</p><p>Someone asked to reset the password of your Inkspell account. If it was you, open this link within one hour:</p><p><a href="${escape(link)}">${escape(link)}</a></p><p>If it was not you, you can ignore this message; your password stays the same.</p><p>Spell, your Inkspell narrator</p>`,
  };
}

export function disableTwoFactorMail(to: string, name: string, link: string): Mail {
  return {
    to,
    subject: 'Turn off two-factor authentication on Inkspell',
    link,
    text: `Hello ${name},\n\nYou asked to turn off two-factor authentication. Open this link within one hour and confirm with your password and a current code:\n\n${link}\n\nIf you did not ask for this, ignore this message and consider changing your password.\n\nSpell, your Inkspell narrator`,
    html: `<p>Hello ${escape(name)},</p><p>You asked to turn off two-factor authentication. Open this link within one hour and confirm with your password and a current code:</p><p><a href="${escape(link)}">${escape(link)}</a></p><p>If you did not ask for this, ignore this message and consider changing your password.</p><p>Spell, your Inkspell narrator</p>`,
  };
}
