import type Koa from 'koa';
import { adminListQuerySchema } from '@inkspell/contracts';
import { parseInput } from '@inkspell/service-kit';
import { listStories } from '../domain/admin-stories';
import type { AdminPorts } from '../domain/ports';
import { adminPrefix, routeTable } from '@inkspell/service-kit';
import { actor } from './caller';

/** The console's Stories tab: every generated story. */
export const adminStoryRoutes = routeTable<AdminPorts>(adminPrefix, 'admin', {
  'GET /stories': getStories,
});

async function getStories(ctx: Koa.Context, ports: AdminPorts) {
  const { search } = parseInput(adminListQuerySchema, ctx.query);
  ctx.body = await listStories(ports, actor(ctx), search);
}
