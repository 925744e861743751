import Router from '@koa/router';
import type Koa from 'koa';
import { TooManyAttemptsError } from '../domain/errors';
import type { AccountsPorts } from '../domain/ports';

/** A route's handler: parse the request with the contract, call one use-case, answer. */
export type RouteHandler = (ctx: Koa.Context, ports: AccountsPorts) => Promise<void>;

type Method = 'GET' | 'POST' | 'PATCH';

/** A resource's routes: under one prefix, 'METHOD /path' → its named handler. */
export interface RouteTable {
  prefix: string;
  routes: Record<`${Method} /${string}`, RouteHandler>;
}

export function routeTable(prefix: string, routes: RouteTable['routes']): RouteTable {
  return { prefix, routes };
}

/** The Koa router for a route table; a refusal for too many attempts also says when to retry. */
export function routerFor(table: RouteTable, ports: AccountsPorts): Router {
  const router = new Router({ prefix: table.prefix });
  for (const [route, handle] of Object.entries(table.routes)) {
    const [method, path] = route.split(' ') as [Method, string];
    router.register(path, [method], async (ctx) => {
      try {
        await handle(ctx, ports);
      } catch (err) {
        if (err instanceof TooManyAttemptsError) ctx.set('Retry-After', String(err.retryAfterSeconds));
        throw err;
      }
    });
  }
  return router;
}
