import Router from '@koa/router';
import type Koa from 'koa';
import { requireAdmin, requireUser } from '../auth';

/** A route's handler: parse the request with the contract, call one use-case with the service's ports, answer. */
export type RouteHandler<P> = (ctx: Koa.Context, ports: P) => Promise<void>;

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call a table's routes: anyone (the caller is still known when signed in), any signed-in user (401
 * otherwise), or administrators only (401 anonymous, 403 the rest).
 */
export type Access = 'anyone' | 'signed-in' | 'admin';

/** A resource's routes, the one shape of every service: under one prefix, for one kind of caller, 'METHOD /path' → its handler. */
export interface RouteTable<P> {
  prefix: string;
  access: Access;
  routes: Record<`${Method} /${string}`, RouteHandler<P>>;
}

/** The one door for the console: every route under /api/admin is for administrators, whatever its table says. */
export const adminPrefix = '/api/admin';

export function routeTable<P>(prefix: string, access: Access, routes: RouteTable<P>['routes']): RouteTable<P> {
  if (prefix.startsWith(adminPrefix) && access !== 'admin') throw new Error(`${prefix} routes must be for administrators`);
  return { prefix, access, routes };
}

const anyoneMayCall: Koa.Middleware = (_ctx, next) => next();
const guards: Record<Access, Koa.Middleware> = { anyone: anyoneMayCall, 'signed-in': requireUser, admin: requireAdmin };

/** The Koa router of a table: each route behind its table's guard, its handler given the service's ports. */
export function routerFor<P>(table: RouteTable<P>, ports: P): Router {
  const router = new Router(table.prefix ? { prefix: table.prefix } : {});
  for (const [route, handle] of Object.entries<RouteHandler<P>>(table.routes)) {
    const [method, path] = route.split(' ') as [Method, string];
    router.register(path, [method], [guards[table.access], (ctx) => handle(ctx, ports)]);
  }
  return router;
}

/** A named segment of the route's path ('' when absent; the use-case decides what an id that names nothing means). */
export function pathParam(ctx: Koa.Context, name: string): string {
  return (ctx.params as Record<string, string | undefined>)[name] ?? '';
}
