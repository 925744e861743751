import { inkApiPaths, inkGrants } from '@inkspell/contracts/values';
import { inkGrantsAnswerSchema } from '@inkspell/contracts';
import { api } from '@inkspell/ui';
import { useQuery } from '@tanstack/react-query';

/** The ink service's grants as this deployment gives them (GET /api/ink/grants, public). */
export const inkGrantsQueryKey = [inkApiPaths.grants] as const;

/**
 * The new user's referral bonus as the ink service is configured (REFERRAL_NEW_USER_BONUS), so the note
 * never promises ink that is not given. Undefined until the answer arrives; 0 when the ink service cannot
 * say, and the note then promises only the welcome ink, which every new account gets.
 */
export function useReferralNewUserBonus(): number | undefined {
  const grants = useQuery({
    queryKey: inkGrantsQueryKey,
    queryFn: ({ signal }) => api.get(inkApiPaths.grants, { schema: inkGrantsAnswerSchema, signal }),
  });
  if (grants.isError) return 0;
  return grants.data?.referralNewUser;
}

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
