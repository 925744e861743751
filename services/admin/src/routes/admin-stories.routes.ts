import type Koa from 'koa';
import { adminListQuerySchema } from '@inkspell/contracts';
import { parseInput } from '@inkspell/service-kit';
import { listStories } from '../domain/admin-stories';
import type { AdminPorts } from '../domain/ports';
import { actor, adminPrefix, routeTable } from './route-table';

/** The console's Stories tab: every generated story. */
export const adminStoryRoutes = routeTable(adminPrefix, 'admin', {
  'GET /stories': getStories,
});

async function getStories(ctx: Koa.Context, ports: AdminPorts) {
  const { search } = parseInput(adminListQuerySchema, ctx.query);
  ctx.body = await listStories(ports, actor(ctx), search);
}
