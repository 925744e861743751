import { inkGrants } from '@inkspell/contracts';
import { describe, expect, it } from 'vitest';
import { referralNoteText } from '../src/api/referral-note';

describe('register page referral note', () => {
  it('names the sharer bonus and, with no extra bonus configured (the default), the welcome ink only', () => {
    expect(inkGrants.referralNewUserDefault).toBe(0);
    expect(referralNoteText(0)).toBe(
      'A friend invited you! When you join, they earn 3 bonus ink for sharing the magic, and you start with 5 welcome ink for your first stories.',
    );
  });

  it("names the new user's referral bonus when one is given", () => {
    expect(referralNoteText(2)).toBe(
      'A friend invited you! When you join, they earn 3 bonus ink for sharing the magic, and you get 2 bonus ink on top of your 5 welcome ink.',
    );
  });
});
