import type Koa from 'koa';
import { inkApiPaths, type InkBalanceAnswer } from '@inkspell/contracts';
import { currentUser } from '@inkspell/service-kit';
import type { InkDeps } from '../deps';
import { getBalance, listTransactions } from '../domain/use-cases/wallet';
import type { RouteTable } from './route-table';

export const ledgerRoutes: RouteTable = [
  ['get', inkApiPaths.transactions, 'signed-in', getTransactions],
  ['get', inkApiPaths.transactionsAlias, 'signed-in', getTransactions],
  ['get', inkApiPaths.balance, 'signed-in', getBalanceAnswer],
];

async function getTransactions(ctx: Koa.Context, deps: InkDeps) {
  ctx.body = await listTransactions(deps.ledger, currentUser(ctx).id);
}

async function getBalanceAnswer(ctx: Koa.Context, deps: InkDeps) {
  ctx.body = { balance: await getBalance(deps.ledger, currentUser(ctx).id) } satisfies InkBalanceAnswer;
}
