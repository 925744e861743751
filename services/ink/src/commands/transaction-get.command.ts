import type { CommandHandler } from '@inkspell/service-kit';
import type { InkPorts } from '../domain/ports';
import { getTransaction } from '../domain/wallet';

/** `ink.transaction.get`: admin checks a refund request's purchase (its owner and its credits) against the ledger. */
export const transactionGet =
  (ports: InkPorts): CommandHandler<'ink.transaction.get'> =>
  ({ userId, transactionId }) =>
    getTransaction(ports.ledger, userId, transactionId);
