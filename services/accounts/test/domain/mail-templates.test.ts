import { describe, expect, it } from 'vitest';
import { describeLifetime, disableTwoFactorMail, passwordResetMail } from '../../src/domain/mail-templates';

describe('link lifetimes in mails', () => {
  it.each([
    [60_000, 'one minute'],
    [30 * 60_000, '30 minutes'],
    [60 * 60_000, 'one hour'],
    [90 * 60_000, '90 minutes'],
    [120 * 60_000, '2 hours'],
    [24 * 3600_000, 'one day'],
    [3 * 24 * 3600_000, '3 days'],
  ])('calls %i ms "%s"', (ms, words) => {
    expect(describeLifetime(ms)).toBe(words);
  });

  it('states the configured lifetime in both the text and the HTML of each mail', () => {
    for (const mail of [
      passwordResetMail('a@example.com', 'Luna', 'http://app/reset-password?token=t', 30 * 60_000),
      disableTwoFactorMail('a@example.com', 'Luna', 'http://app/disable-2fa?token=t', 30 * 60_000),
    ]) {
      expect(mail.text).toContain('within 30 minutes');
      expect(mail.html).toContain('within 30 minutes');
      expect(mail.text).not.toContain('hour');
    }
  });

  it('puts the link in both forms and escapes the name in the HTML', () => {
    const mail = passwordResetMail('a@example.com', '<b>Luna</b>', 'http://app/reset-password?token=a&b', 3600_000);
    expect(mail.text).toContain('Hello <b>Luna</b>,');
    expect(mail.text).toContain('\n\nhttp://app/reset-password?token=a&b\n\n');
    expect(mail.html).toContain('Hello &#60;b&#62;Luna&#60;/b&#62;,');
    expect(mail.html).toContain('<a href="http://app/reset-password?token=a&#38;b">');
    expect(mail.link).toBe('http://app/reset-password?token=a&b');
  });

  it('tells someone without their authenticator that a backup code works on the disable page', () => {
    expect(disableTwoFactorMail('a@example.com', 'Luna', 'http://app/x', 3600_000).text).toContain('one of your backup codes');
  });
});
