import type Koa from 'koa';
import { createServiceApp } from '@inkspell/service-kit';
import type { StoriesDeps } from './deps';
import { storiesRouters } from './routes';

/** The stories service's HTTP app; built without listening so tests run it in-process. */
export function createApp(deps: StoriesDeps): Koa {
  return createServiceApp({
    logger: deps.logger,
    verifyToken: deps.verifyToken,
    readiness: deps.readiness,
    routers: storiesRouters(deps.ports),
  });
}
