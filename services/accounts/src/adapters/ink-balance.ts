import type { NatsConnection } from 'nats';
import { sendCommand, type Logger, type Subjects } from '@inkspell/service-kit';
import type { InkBalanceReader } from '../domain/ports';

/** Reads a balance from the ink service; a slow or missing answer gives null so the current user still loads. */
export function createInkBalanceReader(nc: NatsConnection, subjects: Subjects, logger: Logger): InkBalanceReader {
  return async (userId) => {
    try {
      const { balance } = await sendCommand(nc, subjects, 'ink.balance.get', { userId }, { timeoutMs: 400 });
      return balance;
    } catch (err) {
      logger.debug({ err, userId }, 'ink balance unavailable');
      return null;
    }
  };
}
