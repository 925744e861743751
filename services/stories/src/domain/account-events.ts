import type { EventData } from '@inkspell/contracts';
import type { StoriesPorts } from './ports';

/**
 * A friend registered with a referral code: the referral completes once (a redelivered event, a second code
 * for the same new user or a code already used do nothing), never for the sharer themself, and
 * inkspell.referral.completed goes out in the same transaction (the ink service grants the sharer's bonus).
 */
export async function completeReferral(
  ports: Pick<StoriesPorts, 'transaction' | 'now'>,
  registered: Pick<EventData<'inkspell.user.registered'>, 'userId' | 'referralCode'>,
): Promise<boolean> {
  const code = registered.referralCode?.trim();
  if (!code) return false;
  return ports.transaction(async (tx) => {
    const referral = await tx.referrals.findByCode(code);
    if (!referral || referral.status !== 'pending' || referral.referrerUserId === registered.userId) return false;
    if (!(await tx.referrals.complete(referral.id, registered.userId, new Date(ports.now())))) return false;
    await tx.recordEvent('inkspell.referral.completed', {
      referralId: referral.id,
      referralCode: referral.referralCode,
      referrerUserId: referral.referrerUserId,
      recipientUserId: registered.userId,
    });
    return true;
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
