import type Koa from 'koa';
import { buildInsights } from '../domain/insights';
import type { AdminPorts } from '../domain/ports';
import { adminPrefix, routeTable } from '@inkspell/service-kit';
import { actor } from './caller';

/** The console's Insights tab: stories, ink, categories, page views and events of the last days. */
export const adminInsightsRoutes = routeTable<AdminPorts>(adminPrefix, 'admin', {
  'GET /insights': getInsights,
});

async function getInsights(ctx: Koa.Context, ports: AdminPorts) {
  ctx.body = await buildInsights(ports, actor(ctx));
}
