import type { CommandHandler } from '@inkspell/service-kit';
import type { InkPorts } from '../domain/ports';
import { getBalance } from '../domain/wallet';

/** `ink.balance.get`: accounts reads the balance for the current-user answer. */
export const balanceGet =
  (ports: InkPorts): CommandHandler<'ink.balance.get'> =>
  async ({ userId }) => ({ balance: await getBalance(ports.ledger, userId) });
