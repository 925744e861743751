import { inkGrants } from '@inkspell/contracts/values';

/**
 * The register page's referral note, naming both bonuses (spec 01 §9, 02 §1): 3 ink for the friend
 * who shared, and the new user's own. That one is configurable on the ink service and 0 by default,
 * so the note promises only the welcome ink unless an extra referral bonus is really given.
 */
export function referralNoteText(newUserBonus: number): string {
  const sharer = `A friend invited you! When you join, they earn ${inkGrants.referralSharer} bonus ink for sharing the magic`;
  if (newUserBonus > 0) {
    return `${sharer}, and you get ${newUserBonus} bonus ink on top of your ${inkGrants.welcome} welcome ink.`;
  }
  return `${sharer}, and you start with ${inkGrants.welcome} welcome ink for your first stories.`;
}
