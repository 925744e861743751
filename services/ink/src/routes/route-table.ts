import Router from '@koa/router';
import type Koa from 'koa';
import { requireUser } from '@inkspell/service-kit';
import type { InkDeps } from '../deps';

/** A route's handler: parse the request with the contract, call one use-case, answer. */
export type RouteHandler = (ctx: Koa.Context, deps: InkDeps) => Promise<void>;

/** Method, path, who may call it, and the named handler: one line per route. */
export type RouteTable = ReadonlyArray<readonly ['get' | 'post', string, 'signed-in' | 'anyone', RouteHandler]>;

export function routerFor(table: RouteTable, deps: InkDeps): Router {
  const router = new Router();
  for (const [method, path, access, handle] of table) {
    const guards = access === 'signed-in' ? [requireUser] : [];
    router[method](path, ...guards, (ctx) => handle(ctx, deps));
  }
  return router;
}
