import { idempotencyConflict, notEnoughInk } from './errors';
import { sameMovement, type Movement } from './ledger';
import type { LedgerStore } from './ports';

/**
 * Posts a movement under its idempotency key. A repeat of the same movement (a retry, a redelivery, a race)
 * is answered as done without moving ink again; the same key with other facts is refused.
 */
export async function postOnce(store: LedgerStore, movement: Movement): Promise<{ created: boolean; walletBalance: number | null }> {
  const outcome = await store.post(movement);
  switch (outcome.status) {
    case 'posted':
      return { created: true, walletBalance: outcome.walletBalance };
    case 'exists':
      if (!sameMovement(outcome.existing, movement)) throw idempotencyConflict();
      return { created: false, walletBalance: null };
    case 'insufficient':
      throw notEnoughInk(movement.amount, outcome.balance);
  }
}
