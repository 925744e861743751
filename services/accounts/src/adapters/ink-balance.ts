import type { NatsConnection } from 'nats';
import { sendCommand, type Logger, type Subjects } from '@inkspell/service-kit';

/** Reads a balance from the ink service; a slow or missing answer gives null so the current user still loads. */
export function createInkBalanceReader(nc: NatsConnection, subjects: Subjects, logger: Logger) {
  return async (userId: string): Promise<number | null> => {
    try {
      const { balance } = await sendCommand(nc, subjects, 'ink.balance.get', { userId }, { timeoutMs: 400 });
      return balance;
    } catch (err) {
      logger.debug({ err, userId }, 'ink balance unavailable');
      return null;
    }
  };
}
export type InkBalanceReader = ReturnType<typeof createInkBalanceReader>;
