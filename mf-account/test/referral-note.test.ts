import { inkGrants } from '@inkspell/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { inkGrantsQueryKey, referralNoteText } from '../src/api/referral-note';
import { ReferralNote } from '../src/components/register/ReferralNote';

/** The note as the register page draws it once the ink service has answered GET /api/ink/grants with `referralNewUser`. */
function noteWith(referralNewUser: number | undefined): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (referralNewUser !== undefined) {
    client.setQueryData(inkGrantsQueryKey, { welcome: inkGrants.welcome, referralSharer: inkGrants.referralSharer, referralNewUser });
  }
  return renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(ReferralNote)));
}

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

  it('states the bonus the ink service reports, not a built-in number', () => {
    expect(noteWith(4)).toContain('and you get 4 bonus ink on top of your 5 welcome ink.');
    expect(noteWith(0)).toContain('and you start with 5 welcome ink for your first stories.');
  });

  it('shows nothing until the ink service has said what the bonus is', () => {
    expect(noteWith(undefined)).toBe('');
  });
});
