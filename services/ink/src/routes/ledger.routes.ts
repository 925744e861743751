import type Koa from 'koa';
import { inkApiPaths, inkHistoryQuerySchema, type InkBalanceAnswer } from '@inkspell/contracts';
import { answerPage, currentUser, decodeCursor, encodeCursor, parseInput, routeTable } from '@inkspell/service-kit';
import { isHistoryKeys } from '../domain/history-paging';
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

/** A page of the family's history: the body is the spec's array of movements, the paging is in headers (ADR 0035). */
async function getTransactions(ctx: Koa.Context, ports: InkPorts) {
  const { cursor, limit } = parseInput(inkHistoryQuerySchema, ctx.query);
  const page = await listTransactions(ports.ledger, currentUser(ctx).id, { after: decodeCursor(cursor, isHistoryKeys), limit });
  answerPage(ctx, { items: page.items, nextCursor: page.nextKeys && encodeCursor(page.nextKeys), total: page.total });
}

async function getBalanceAnswer(ctx: Koa.Context, ports: InkPorts) {
  ctx.body = { balance: await getBalance(ports.ledger, currentUser(ctx).id) } satisfies InkBalanceAnswer;
}

function getGrants(ctx: Koa.Context, ports: InkPorts): Promise<void> {
  ctx.body = grantsInForce(ports.settings);
  return Promise.resolve();
}
