import type Koa from 'koa';
import { inkApiPaths, type InkBalanceAnswer } from '@inkspell/contracts';
import { currentUser, routeTable } from '@inkspell/service-kit';
import type { InkPorts } from '../domain/ports';
import { grantsInForce } from '../domain/grants';
import { getBalance, listTransactions } from '../domain/wallet';

export const ledgerRoutes = routeTable<InkPorts>('', 'signed-in', {
  [`GET ${inkApiPaths.transactions}`]: getTransactions,
  [`GET ${inkApiPaths.transactionsAlias}`]: getTransactions,
  [`GET ${inkApiPaths.balance}`]: getBalanceAnswer,
});

// Public: the register page names the referral bonuses before anyone has an account.
export const grantsRoutes = routeTable<InkPorts>('', 'anyone', {
  [`GET ${inkApiPaths.grants}`]: getGrants,
});

async function getTransactions(ctx: Koa.Context, ports: InkPorts) {
  ctx.body = await listTransactions(ports.ledger, currentUser(ctx).id);
}

async function getBalanceAnswer(ctx: Koa.Context, ports: InkPorts) {
  ctx.body = { balance: await getBalance(ports.ledger, currentUser(ctx).id) } satisfies InkBalanceAnswer;
}

function getGrants(ctx: Koa.Context, ports: InkPorts): Promise<void> {
  ctx.body = grantsInForce(ports.settings);
  return Promise.resolve();
}
