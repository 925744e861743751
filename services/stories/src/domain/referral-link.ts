import { randomBytes } from 'node:crypto';
import { referralQueryParam } from '@inkspell/contracts/stories';

/**
 * A new referral code: 72 random bits in URL-safe base64 (12 characters of [A-Za-z0-9_-], the alphabet the
 * contracts accept for ref), so codes cannot be guessed to open other people's stories.
 */
export function newReferralCode(): string {
  return randomBytes(9).toString('base64url');
}

/** The link a sharer hands out: the reader page of the story with the sharer's code (spec 01 §1). */
export function shareLinkFor(appUrl: string, storyId: string, code: string): string {
  const url = new URL(`/story/${encodeURIComponent(storyId)}`, appUrl);
  url.searchParams.set(referralQueryParam, code);
  return url.toString();
}
