import type { CommandHandler } from '@inkspell/service-kit';
import type { InkDeps } from '../deps';
import { getBalance } from '../domain/use-cases/wallet';

/** `ink.balance.get`: accounts reads the balance for the current-user answer. */
export const balanceGet =
  (deps: InkDeps): CommandHandler<'ink.balance.get'> =>
  async ({ userId }) => ({ balance: await getBalance(deps.ledger, userId) });
