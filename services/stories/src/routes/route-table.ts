import Router from '@koa/router';
import type Koa from 'koa';
import type { StoriesDeps } from '../deps';
import { PreviewRateLimitedError } from '../domain/errors';

/** A route's handler: parse the request with the contract, call one use-case, answer. */
export type RouteHandler = (ctx: Koa.Context, deps: StoriesDeps) => Promise<void>;

type Method = 'GET' | 'POST' | 'DELETE';

/** A resource's routes: 'METHOD /path' → its named handler. */
export type RouteTable = Record<`${Method} /${string}`, RouteHandler>;

/** The Koa router for a route table; a refusal for too many previews also says when to retry. */
export function routerFor(table: RouteTable, deps: StoriesDeps): Router {
  const router = new Router();
  for (const [route, handle] of Object.entries(table)) {
    const [method, path] = route.split(' ') as [Method, string];
    router.register(path, [method], async (ctx) => {
      try {
        await handle(ctx, deps);
      } catch (err) {
        if (err instanceof PreviewRateLimitedError) ctx.set('Retry-After', String(err.retryAfterSeconds));
        throw err;
      }
    });
  }
  return router;
}
