import type Koa from 'koa';
import { analyticsEventSchema } from '@inkspell/contracts';
import { parseInput } from '@inkspell/service-kit';
import { recordAnalyticsEvent } from '../domain/analytics';
import type { AdminPorts } from '../domain/ports';
import { routeTable } from '@inkspell/service-kit';
import { optionalUserId } from './caller';

/** Page views and named events from the front ends (spec 01 §2, §7): anyone may send, within a per-minute allowance. */
export const analyticsRoutes = routeTable<AdminPorts>('/api/analytics', 'anyone', {
  'POST /events': postEvent,
});

async function postEvent(ctx: Koa.Context, ports: AdminPorts) {
  const event = parseInput(analyticsEventSchema, ctx.request.body);
  await recordAnalyticsEvent(ports, { ip: ctx.ip, userId: optionalUserId(ctx) }, event);
  // Stored: nothing to read back, and the browser does not wait for it.
  ctx.status = 204;
}
