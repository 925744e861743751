import { inkGrants, type EventData, type InkGrantsAnswer } from '@inkspell/contracts';
import { buildMovement, descriptions, idempotencyKeys } from './ledger';
import type { InkContext, InkSettings, Ledger } from './ports';
import { postOnce } from './post-once';
import { openWallet } from './wallet';

/** The grants as this service gives them: the fixed ones of the spec and the configured referral bonus. */
export function grantsInForce(settings: InkSettings): InkGrantsAnswer {
  return { welcome: inkGrants.welcome, referralSharer: inkGrants.referralSharer, referralNewUser: settings.referralNewUserBonus };
}

/**
 * A friend signed up through a sharer's link: 3 ink to the sharer and, when configured, a bonus to the new user,
 * once per (sharer, new user) whatever link or event carried it (ADR 0027). Someone who followed their own link
 * earns nothing.
 */
export function grantReferral(
  context: Pick<InkContext, 'ledger' | 'settings'>,
  referral: EventData<'inkspell.referral.completed'>,
): Promise<void> {
  const { referralId, referrerUserId, recipientUserId } = referral;
  if (referrerUserId === recipientUserId) return Promise.resolve();
  const toSharer = buildMovement({
    kind: 'referral',
    userId: referrerUserId,
    amount: inkGrants.referralSharer,
    description: descriptions.referral,
    reference: referralId,
    idempotencyKey: idempotencyKeys.referral(referrerUserId, recipientUserId),
  });
  const bonus = context.settings.referralNewUserBonus;
  const toNewUser =
    bonus > 0
      ? buildMovement({
          kind: 'referralNewUser',
          userId: recipientUserId,
          amount: bonus,
          description: descriptions.referralNewUser,
          reference: referralId,
          idempotencyKey: idempotencyKeys.referralNewUser(recipientUserId),
        })
      : null;
  return context.ledger.transaction(async (store) => {
    await openWallet(store, referrerUserId);
    await postOnce(store, toSharer);
    if (!toNewUser) return;
    await openWallet(store, recipientUserId);
    await postOnce(store, toNewUser);
  });
}

/** An approved refund request: its ink back to the user, once per request. */
export function creditRefund(ledger: Ledger, refund: EventData<'inkspell.refund.approved'>): Promise<void> {
  const movement = buildMovement({
    kind: 'refund',
    userId: refund.userId,
    amount: refund.inkAmount,
    description: descriptions.refund(refund.itemTitle),
    reference: refund.refundRequestId,
    idempotencyKey: idempotencyKeys.refund(refund.refundRequestId),
  });
  return ledger.transaction(async (store) => {
    await openWallet(store, refund.userId);
    await postOnce(store, movement);
  });
}
