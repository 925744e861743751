import type { CommandHandler } from '@inkspell/service-kit';
import type { InkDeps } from '../deps';
import { getTransaction } from '../domain/use-cases/wallet';

/** `ink.transaction.get`: admin checks a refund request's purchase (its owner and its credits) against the ledger. */
export const transactionGet =
  (deps: InkDeps): CommandHandler<'ink.transaction.get'> =>
  ({ userId, transactionId }) =>
    getTransaction(deps.ledger, userId, transactionId);
