import type { EventData } from '@inkspell/contracts';
import type { StoriesPorts } from './ports';
import { bonusWindowStart, isBonusDue } from './referral-bonus';

/** What a friend's sign-up through a link did: earned the sharer a bonus, completed over the cap, or nothing. */
export type ReferralOutcome = 'bonus' | 'over-cap' | 'none';

/**
 * A friend registered with a referral code (ADR 0027): each new friend completes it once, whichever link of
 * whichever sharer they came through (a redelivered event or a second code for the same new user does
 * nothing), never the sharer themself. Up to the cap per sharer in the rolling window the completion earns
 * the bonus, and inkspell.referral.completed goes out in the same transaction (the ink service grants it).
 */
export async function completeReferral(
  ports: Pick<StoriesPorts, 'transaction' | 'now' | 'settings'>,
  registered: Pick<EventData<'inkspell.user.registered'>, 'userId' | 'referralCode'>,
): Promise<ReferralOutcome> {
  const code = registered.referralCode?.trim();
  if (!code) return 'none';
  return ports.transaction(async (tx) => {
    const link = await tx.referrals.findByCode(code);
    if (!link || link.referrerUserId === registered.userId) return 'none';
    await tx.referrals.lockSharer(link.referrerUserId);
    const at = new Date(ports.now());
    const earned = await tx.referrals.bonusesSince(link.referrerUserId, bonusWindowStart(at));
    const bonusAwarded = isBonusDue(earned, ports.settings.referralBonusCap);
    const completion = { referralId: link.id, referrerUserId: link.referrerUserId, recipientUserId: registered.userId, bonusAwarded };
    if (!(await tx.referrals.complete({ ...completion, completedAt: at }))) return 'none';
    if (!bonusAwarded) return 'over-cap';
    await tx.recordEvent('inkspell.referral.completed', {
      referralId: link.id,
      referralCode: link.referralCode,
      referrerUserId: link.referrerUserId,
      recipientUserId: registered.userId,
    });
    return 'bonus';
  });
}

/**
 * The previews of an anonymous session join the account that logged in or registered with its id (they stay
 * previews in the library). Only previews nobody owns yet move, so an old session id cannot take them back.
 */
export async function adoptPreviews(
  ports: Pick<StoriesPorts, 'repos'>,
  user: { userId: string; username?: string; previewSessionId?: string },
): Promise<number> {
  if (!user.previewSessionId) return 0;
  return ports.repos.stories.adoptPreviews(user.previewSessionId, { id: user.userId, username: user.username ?? null });
}

/** A disabled account's stories disappear for everyone else (public or shared); enabling shows them again. */
export function setOwnerDisabled(ports: Pick<StoriesPorts, 'repos'>, userId: string, disabled: boolean): Promise<number> {
  return ports.repos.stories.setOwnerDisabled(userId, disabled);
}
