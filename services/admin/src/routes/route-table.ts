import Router from '@koa/router';
import type Koa from 'koa';
import { currentUser, requireAdmin, requireUser, type CurrentUser } from '@inkspell/service-kit';
import { RateLimitedError } from '../domain/errors';
import type { Actor, AdminPorts } from '../domain/ports';

/** A route's handler: parse the request with the contract, call one use-case, answer. */
export type RouteHandler = (ctx: Koa.Context, ports: AdminPorts) => Promise<void>;

type Method = 'GET' | 'POST' | 'PATCH';

/**
 * Who may call a table's routes: anyone (the contact form and analytics; the caller is still known when
 * signed in), any signed-in user, or administrators only (401 anonymous, 403 the rest).
 */
export type Access = 'anyone' | 'signed-in' | 'admin';

/** A resource's routes: under one prefix, for one kind of caller, 'METHOD /path' → its named handler. */
export interface RouteTable {
  prefix: string;
  access: Access;
  routes: Record<`${Method} /${string}`, RouteHandler>;
}

/** The one door for the console: every route under /api/admin is for administrators, whatever its table says. */
export const adminPrefix = '/api/admin';

export function routeTable(prefix: string, access: Access, routes: RouteTable['routes']): RouteTable {
  if (prefix.startsWith(adminPrefix) && access !== 'admin') throw new Error(`${prefix} routes must be for administrators`);
  return { prefix, access, routes };
}

export function routerFor(table: RouteTable, ports: AdminPorts): Router {
  const router = new Router({ prefix: table.prefix });
  const guard = { anyone: anyoneMayCall, 'signed-in': requireUser, admin: requireAdmin }[table.access];
  for (const [route, handle] of Object.entries(table.routes)) {
    const [method, path] = route.split(' ') as [Method, string];
    router.register(path, [method], [guard, (ctx) => answer(ctx, ports, handle)]);
  }
  return router;
}

const anyoneMayCall: Koa.Middleware = (_ctx, next) => next();

/** Runs a handler; a refusal for sending too much also says when to try again. */
async function answer(ctx: Koa.Context, ports: AdminPorts, handle: RouteHandler): Promise<void> {
  try {
    await handle(ctx, ports);
  } catch (err) {
    if (err instanceof RateLimitedError) ctx.set('Retry-After', String(err.retryAfterSeconds));
    throw err;
  }
}

/** The signed-in caller as the audit log names them (or a 401). */
export function actor(ctx: Koa.Context): Actor {
  const user = currentUser(ctx);
  return { userId: user.id, username: user.username };
}

/** The caller's user id when signed in (the gateway's token), else null: for routes anyone may call. */
export function optionalUserId(ctx: Koa.Context): string | null {
  return (ctx.state.user as CurrentUser | undefined)?.id ?? null;
}

/** A named segment of the route's path ('' when absent; the use-case decides what an id that names nothing means). */
export function pathParam(ctx: Koa.Context, name: string): string {
  return (ctx.params as Record<string, string | undefined>)[name] ?? '';
}
