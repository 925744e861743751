import { describe, expect, it } from 'vitest';
import { newReferralCode, shareLinkFor } from '../../src/domain/referral-link';
import { shareMail } from '../../src/domain/share-mail';
import { storyReadQuerySchema } from '@inkspell/contracts/stories';

describe('share links', () => {
  it('points at the reader with the referral code, and codes are unguessable and accepted as ref', () => {
    const codes = new Set(Array.from({ length: 200 }, newReferralCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(storyReadQuerySchema.parse({ ref: code }).ref).toBe(code);
    expect(shareLinkFor('http://localhost:8080', 'abc', 'Xy_-12')).toBe('http://localhost:8080/story/abc?ref=Xy_-12');
  });
});

describe('the share mail', () => {
  const base = {
    to: 'friend@example.com',
    recipientName: 'Max',
    sharerName: 'luna_reads',
    storyTitle: 'Luna and the Lost Star',
    link: 'http://app/story/1?ref=abc',
  };

  it('names the sharer and the story, quotes the personal message and carries the link', () => {
    const mail = shareMail({ ...base, personalMessage: 'You will love the heron!' });
    expect(mail.subject).toBe('luna_reads shared a story with you: Luna and the Lost Star');
    for (const part of ['Hello Max,', 'Luna and the Lost Star', 'You will love the heron!', base.link]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain(`<a href="${base.link}">`);
    expect(mail.html).toContain('<blockquote>You will love the heron!</blockquote>');
  });

  it('escapes what the sharer typed and keeps line breaks out of the subject', () => {
    const mail = shareMail({ ...base, storyTitle: 'Title\r\nBcc: x@y.z', personalMessage: '<script>alert(1)</script>' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });

  it('leaves the quote out when there is no personal message', () => {
    expect(shareMail({ ...base, personalMessage: '   ' }).html).not.toContain('blockquote');
  });
});
