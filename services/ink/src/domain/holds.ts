import { randomUUID } from 'node:crypto';
import { holdNotActive, holdNotFound, NotYet } from './errors';
import { holdExpiry, narrationRefundAmount, narrationRefundDecision, settleDecision, type SettledState } from './hold-rules';
import { buildMovement, descriptions, idempotencyKeys } from './ledger';
import type { HoldRecord, Ledger, LedgerStore } from './ports';
import { postOnce } from './post-once';
import { openWallet } from './wallet';

export interface HoldRequest {
  /** The caller's key: a retry with it returns the first hold. */
  idempotencyKey: string;
  userId: string;
  amount: number;
  description: string;
  ttlSeconds: number;
}

/**
 * Sets ink aside for a story: the amount leaves the wallet at once (into the holds account), so holds made
 * at the same moment can never spend more than the balance. Not enough ink is a 402 with needed and balance.
 */
export async function holdInk(ledger: Ledger, request: HoldRequest): Promise<{ holdId: string; balance: number }> {
  const holdId = randomUUID();
  const movement = buildMovement({
    kind: 'hold',
    userId: request.userId,
    amount: request.amount,
    description: request.description,
    reference: holdId,
    idempotencyKey: idempotencyKeys.hold(request.idempotencyKey),
  });
  return ledger.transaction(async (store) => {
    await openWallet(store, request.userId);
    const posted = await postOnce(store, movement);
    // A retry, a redelivery or a race with the same key (postOnce refused other facts): the first hold is the answer.
    if (!posted.created) {
      const earlier = (await store.findHoldByKey(request.idempotencyKey))!;
      return { holdId: earlier.id, balance: (await store.walletBalance(earlier.userId)) ?? 0 };
    }
    await store.insertHold({
      id: holdId,
      idempotencyKey: request.idempotencyKey,
      userId: request.userId,
      amount: request.amount,
      state: 'held',
      description: request.description,
      expiresAt: holdExpiry(ledger.clock.now(), request.ttlSeconds),
    });
    return { holdId, balance: posted.walletBalance! };
  });
}

/** The story was saved: the held ink is spent. Capturing twice is fine; capturing a released hold is refused. */
export function captureHold(ledger: Ledger, request: { holdId: string; description: string; userId?: string }): Promise<void> {
  return settle(ledger, request.holdId, 'captured', request.description, request.userId);
}

/** The story failed: the held ink goes back to the wallet. Releasing twice is fine; releasing a captured hold is refused. */
export function releaseHold(ledger: Ledger, request: { holdId: string; reason: string; userId?: string }): Promise<void> {
  return settle(ledger, request.holdId, 'released', request.reason, request.userId);
}

async function settle(ledger: Ledger, holdId: string, target: SettledState, note: string, userId: string | undefined) {
  await ledger.transaction(async (store) => {
    const hold = await store.lockHold(holdId);
    // A hold of another user is as unknown to the caller as a hold that does not exist.
    if (!hold || (userId !== undefined && hold.userId !== userId)) throw holdNotFound();
    const decision = settleDecision(hold.state, target);
    if (decision === 'refuse') throw holdNotActive();
    if (decision === 'post') await settleLocked(store, hold, target, note, ledger.clock.now());
  });
}

/** Posts a locked live hold's capture or release and marks it settled. */
async function settleLocked(store: LedgerStore, hold: HoldRecord, target: SettledState, note: string, at: Date) {
  const captured = target === 'captured';
  await postOnce(
    store,
    buildMovement({
      kind: captured ? 'capture' : 'release',
      userId: hold.userId,
      amount: hold.amount,
      description: captured ? note || hold.description : descriptions.release(hold.description),
      reference: hold.id,
      idempotencyKey: captured ? idempotencyKeys.capture(hold.id) : idempotencyKeys.release(hold.id),
    }),
  );
  await store.settleHold(hold.id, target, note, at);
}

/** The sweeper's pass: releases live holds past their expiry, a batch per transaction. Returns how many. */
export async function expireHolds(ledger: Ledger, batchSize = 100): Promise<number> {
  let released = 0;
  for (;;) {
    const count = await ledger.transaction(async (store) => {
      const now = ledger.clock.now();
      const expired = await store.lockExpiredHolds(now, batchSize);
      for (const hold of expired) await settleLocked(store, hold, 'released', 'expired', now);
      return expired.length;
    });
    released += count;
    if (count < batchSize) return released;
  }
}

/**
 * A story's narration failed: its ink (inkCosts.audio) goes back, once per hold. Waits (NotYet) while the
 * story's hold is not captured yet; nothing to give back when the whole hold was released.
 */
export function refundNarration(ledger: Ledger, request: { holdId: string; userId: string }): Promise<void> {
  return ledger.transaction(async (store) => {
    const hold = await store.lockHold(request.holdId);
    if (!hold || hold.userId !== request.userId) throw holdNotFound();
    const decision = narrationRefundDecision(hold.state);
    if (decision === 'nothing') return;
    if (decision === 'not-yet') throw new NotYet(`hold ${hold.id} is not captured yet`);
    await postOnce(
      store,
      buildMovement({
        kind: 'narrationRefund',
        userId: hold.userId,
        amount: narrationRefundAmount(hold.amount),
        description: descriptions.narrationRefund(hold.description),
        reference: hold.id,
        idempotencyKey: idempotencyKeys.narrationRefund(hold.id),
      }),
    );
  });
}
