import type Koa from 'koa';
import { adminDisableSchema, adminUserQuerySchema } from '@inkspell/contracts';
import { answerPage, parseInput } from '@inkspell/service-kit';
import { disableUser, enableUser, listUsers } from '../domain/admin-users';
import type { AdminPorts } from '../domain/ports';
import { adminPrefix, pathParam, routeTable } from '@inkspell/service-kit';
import { actor } from './caller';

/** The console's Users tab: the list, and disabling (with a reason) or enabling an account. */
export const adminUserRoutes = routeTable<AdminPorts>(adminPrefix, 'admin', {
  'GET /users': getUsers,
  'PATCH /users/:userId/disable': patchDisable,
  'PATCH /users/:userId/enable': patchEnable,
});

async function getUsers(ctx: Koa.Context, ports: AdminPorts) {
  answerPage(ctx, await listUsers(ports, actor(ctx), parseInput(adminUserQuerySchema, ctx.query)));
}

async function patchDisable(ctx: Koa.Context, ports: AdminPorts) {
  const { reason } = parseInput(adminDisableSchema, ctx.request.body);
  ctx.body = await disableUser(ports, actor(ctx), pathParam(ctx, 'userId'), reason);
}

async function patchEnable(ctx: Koa.Context, ports: AdminPorts) {
  ctx.body = await enableUser(ports, actor(ctx), pathParam(ctx, 'userId'));
}
