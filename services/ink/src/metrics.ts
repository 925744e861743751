import { counter } from '@inkspell/service-kit';

/**
 * The ledger's movements by kind (hold, capture, purchase, welcome grant, refund, …) and, for those that
 * touch a wallet, the type its history shows. Counted when a movement is written (not on a repeat of one
 * already posted under its idempotency key); a movement rolled back afterwards (a refused hold) is not
 * written, so it is not counted either.
 */
export const ledgerMovements = counter({
  name: 'ink_ledger_movements_total',
  help: 'Ledger movements posted, by kind and wallet type',
  labelNames: ['kind', 'type'],
});

export const ledgerInk = counter({
  name: 'ink_ledger_movement_ink_total',
  help: 'Ink moved by posted ledger movements, by kind',
  labelNames: ['kind'],
});
