import { httpStatus } from '@inkspell/contracts';
import { HttpError } from '@inkspell/service-kit/errors';
import type { InkLedger } from '../domain/ports';
import { send, type CommandTransport } from './commands';

/** The ink ledger's ink.transaction.get: a movement of the user's own wallet, or null when ink does not know it as theirs. */
export function createInkLedger(transport: CommandTransport): InkLedger {
  return {
    async findTransaction(userId, transactionId) {
      try {
        return await send(transport, 'ink.transaction.get', { userId, transactionId });
      } catch (err) {
        if (err instanceof HttpError && err.status === httpStatus.notFound) return null;
        throw err;
      }
    },
  };
}
