import type Koa from 'koa';
import { createServiceApp } from '@inkspell/service-kit';
import type { InkDeps } from './deps';
import { inkRouters } from './routes';

/** The ink service's HTTP app; built without listening so tests run it in-process. */
export function createApp(deps: InkDeps): Koa {
  return createServiceApp({
    logger: deps.logger,
    verifyToken: deps.verifyToken,
    readiness: deps.readiness,
    routers: inkRouters(deps.ports),
  });
}
