import type Koa from 'koa';
import { refundRequestInputSchema } from '@inkspell/contracts';
import { parseInput } from '@inkspell/service-kit';
import type { AdminPorts } from '../domain/ports';
import { listOwnRefundRequests, submitRefundRequest } from '../domain/refund-requests';
import { routeTable } from '@inkspell/service-kit';
import { actor } from './caller';

/** A user's own refund requests (spec 02 §7). */
export const refundRequestRoutes = routeTable<AdminPorts>('/api/refund-requests', 'signed-in', {
  'GET /': getOwnRefundRequests,
  'POST /': postRefundRequest,
});

async function getOwnRefundRequests(ctx: Koa.Context, ports: AdminPorts) {
  ctx.body = await listOwnRefundRequests(ports, actor(ctx).userId);
}

async function postRefundRequest(ctx: Koa.Context, ports: AdminPorts) {
  const input = parseInput(refundRequestInputSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await submitRefundRequest(ports, actor(ctx).userId, input);
}
