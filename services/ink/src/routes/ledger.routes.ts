import type Koa from 'koa';
import { inkApiPaths, type InkBalanceAnswer } from '@inkspell/contracts';
import { currentUser } from '@inkspell/service-kit';
import type { InkDeps } from '../deps';
import { grantsInForce } from '../domain/use-cases/grants';
import { getBalance, listTransactions } from '../domain/use-cases/wallet';
import type { RouteTable } from './route-table';

export const ledgerRoutes: RouteTable = [
  ['get', inkApiPaths.transactions, 'signed-in', getTransactions],
  ['get', inkApiPaths.transactionsAlias, 'signed-in', getTransactions],
  ['get', inkApiPaths.balance, 'signed-in', getBalanceAnswer],
  // Public: the register page names the referral bonuses before anyone has an account.
  ['get', inkApiPaths.grants, 'anyone', getGrants],
];

async function getTransactions(ctx: Koa.Context, deps: InkDeps) {
  ctx.body = await listTransactions(deps.ledger, currentUser(ctx).id);
}

async function getBalanceAnswer(ctx: Koa.Context, deps: InkDeps) {
  ctx.body = { balance: await getBalance(deps.ledger, currentUser(ctx).id) } satisfies InkBalanceAnswer;
}

function getGrants(ctx: Koa.Context, deps: InkDeps): Promise<void> {
  ctx.body = grantsInForce(deps.settings);
  return Promise.resolve();
}
