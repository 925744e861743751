import type Koa from 'koa';
import { adminRefundRequestQuerySchema, refundReviewSchema } from '@inkspell/contracts';
import { answerPage, parseInput } from '@inkspell/service-kit';
import type { AdminPorts } from '../domain/ports';
import { listRefundRequests, refundStats, reviewRefundRequest } from '../domain/refund-review';
import { adminPrefix, pathParam, routeTable } from '@inkspell/service-kit';
import { actor } from './caller';

/** The console's Refund Requests tab: the list with who asked, the five tiles, and processing one request. */
export const adminRefundRoutes = routeTable<AdminPorts>(adminPrefix, 'admin', {
  'GET /refund-requests': getRefundRequests,
  'PATCH /refund-requests/:id': patchRefundRequest,
  'GET /stats': getStats,
});

async function getRefundRequests(ctx: Koa.Context, ports: AdminPorts) {
  answerPage(ctx, await listRefundRequests(ports, actor(ctx), parseInput(adminRefundRequestQuerySchema, ctx.query)));
}

async function patchRefundRequest(ctx: Koa.Context, ports: AdminPorts) {
  const review = parseInput(refundReviewSchema, ctx.request.body);
  ctx.body = await reviewRefundRequest(ports, actor(ctx), pathParam(ctx, 'id'), review);
}

async function getStats(ctx: Koa.Context, ports: AdminPorts) {
  ctx.body = await refundStats(ports, actor(ctx));
}
