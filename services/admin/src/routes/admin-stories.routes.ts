import type Koa from 'koa';
import { adminStoryQuerySchema } from '@inkspell/contracts';
import { adminPrefix, answerPage, parseInput, routeTable } from '@inkspell/service-kit';
import { listStories } from '../domain/admin-stories';
import type { AdminPorts } from '../domain/ports';
import { actor } from './caller';

/** The console's Stories tab: every generated story, a page at a time (ADR 0035). */
export const adminStoryRoutes = routeTable<AdminPorts>(adminPrefix, 'admin', {
  'GET /stories': getStories,
});

async function getStories(ctx: Koa.Context, ports: AdminPorts) {
  answerPage(ctx, await listStories(ports, actor(ctx), parseInput(adminStoryQuerySchema, ctx.query)));
}
