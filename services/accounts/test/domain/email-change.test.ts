import { describe, expect, it } from 'vitest';
import { asksForNewEmail } from '../../src/domain/email-change';
import { confirmEmailMail, emailChangeNoticeMail } from '../../src/domain/mail-templates';

describe('which profile saves change the e-mail address (and so need the password)', () => {
  it.each([
    ['luna@example.com', 'luna@example.com', false],
    ['Luna@Example.com', 'luna@example.com', false],
    ['luna@example.com', 'stella@example.com', true],
    // Adding an address to an account without one moves where reset links go, too.
    [null, 'luna@example.com', true],
  ])('%s → %s: %s', (current, asked, changes) => {
    expect(asksForNewEmail({ email: current }, asked)).toBe(changes);
  });
});

describe('e-mail change mails', () => {
  it('sends the new address its link with how long it works and what happens until then', () => {
    const mail = confirmEmailMail('new@example.org', 'Luna', 'http://app/confirm-email?token=t', 24 * 3600_000);
    expect(mail).toMatchObject({
      to: 'new@example.org',
      subject: 'Confirm your new Inkspell e-mail address',
      link: 'http://app/confirm-email?token=t',
    });
    expect(mail.text).toContain('within one day');
    expect(mail.text).toContain('keeps its old address');
  });

  it('tells the old address where the account is moving, without any link, and escapes the address in HTML', () => {
    const mail = emailChangeNoticeMail('old@example.com', 'Luna', 'x<y>@example.org');
    expect(mail.to).toBe('old@example.com');
    expect(mail.link).toBeUndefined();
    expect(mail.text).toContain('change its e-mail address to x<y>@example.org');
    expect(mail.text).toContain('change your password');
    expect(mail.html).toContain('x&#60;y&#62;@example.org');
    expect(mail.html).not.toContain('<a ');
  });
});
