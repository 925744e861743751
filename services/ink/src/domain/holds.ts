import { randomUUID } from 'node:crypto';
import { holdNotActive, holdNotFound, idempotencyConflict, notEnoughInk, NotYet } from './errors';
import { holdExpiry, narrationRefundAmount, narrationRefundDecision, settleDecision, type SettledState } from './hold-rules';
import { buildMovement, descriptions, idempotencyKeys, sameMovement } from './ledger';
import type { HoldRecord, HoldSettlement, Ledger, LedgerStore } from './ports';
import { postOnce } from './post-once';
import { welcomeMovement } from './wallet';

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
  // Opening the wallet (with its welcome ink) and the hold are one: a refused hold opens no wallet either.
  const outcome = await ledger.holds.create({
    holdId,
    callerKey: request.idempotencyKey,
    description: request.description,
    expiresAt: holdExpiry(ledger.clock.now(), request.ttlSeconds),
    movement,
    welcome: welcomeMovement(request.userId),
  });
  switch (outcome.status) {
    case 'posted':
      return { holdId, balance: outcome.balance };
    case 'exists':
      // A retry, a redelivery or a race with the same key: the first hold is the answer; other facts are refused.
      if (!sameMovement(outcome.existing, movement)) throw idempotencyConflict();
      return { holdId: outcome.holdId, balance: outcome.balance };
    case 'insufficient':
      throw notEnoughInk(movement.amount, outcome.balance);
  }
}

/** The story was saved: the held ink is spent. Capturing twice is fine; capturing a released hold is refused. */
export function captureHold(ledger: Ledger, request: { holdId: string; description: string; userId?: string }): Promise<void> {
  return settle(ledger, { holdId: request.holdId, userId: request.userId, target: 'captured', note: request.description });
}

/** The story failed: the held ink goes back to the wallet. Releasing twice is fine; releasing a captured hold is refused. */
export function releaseHold(ledger: Ledger, request: { holdId: string; reason: string; userId?: string }): Promise<void> {
  return settle(ledger, { holdId: request.holdId, userId: request.userId, target: 'released', note: request.reason });
}

async function settle(ledger: Ledger, request: Omit<HoldSettlement, 'at'>) {
  // The desk settles a held hold and tells the state it found; what any other state means is decided here.
  const { state } = await ledger.holds.settle({ ...request, at: ledger.clock.now() });
  // A hold of another user is as unknown to the caller as a hold that does not exist.
  if (state === null) throw holdNotFound();
  if (settleDecision(state, request.target) === 'refuse') throw holdNotActive();
}

/**
 * The movement that captures or releases a hold: a capture moves the ink from holds to spending (described by the
 * caller's note, else the hold's own words), a release back to the wallet. The hold desk's SQL posts the same
 * (db/migrations/0005_hold_statements.sql one by one, 0006_settlements_set_based.sql a batch at once;
 * test/db/hold-statements.test.ts compares them with this).
 */
export function settleMovement(hold: Pick<HoldRecord, 'id' | 'userId' | 'amount' | 'description'>, target: SettledState, note: string) {
  const captured = target === 'captured';
  return buildMovement({
    kind: captured ? 'capture' : 'release',
    userId: hold.userId,
    amount: hold.amount,
    description: captured ? note || hold.description : descriptions.release(hold.description),
    reference: hold.id,
    idempotencyKey: captured ? idempotencyKeys.capture(hold.id) : idempotencyKeys.release(hold.id),
  });
}

/** Posts a locked live hold's capture or release and marks it settled. */
async function settleLocked(store: LedgerStore, hold: HoldRecord, target: SettledState, note: string, at: Date) {
  await postOnce(store, settleMovement(hold, target, note));
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
