import type Koa from 'koa';
import { createServiceApp } from '@inkspell/service-kit';
import type { AdminDeps } from './deps';
import { adminRouters } from './routes';

/** The admin service's HTTP app; built without listening so tests run it in-process. */
export function createApp(deps: AdminDeps): Koa {
  return createServiceApp({ logger: deps.logger, verifyToken: deps.verifyToken, readiness: deps.readiness, routers: adminRouters(deps) });
}
