import Koa from 'koa';
import type Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { Logger } from '../logger';
import { authenticate, type TokenVerifier } from '../auth';
import { errorBody } from './error-middleware';
import { healthRoutes, type ReadinessCheck } from './health';
import { requestContext } from './request-context';

export interface ServiceAppOptions {
  logger: Logger;
  verifyToken: TokenVerifier;
  routers: Router[];
  readiness: Record<string, ReadinessCheck>;
  /** Largest JSON body accepted; larger ones get a 413. */
  jsonLimit?: string;
}

/** Builds a service's Koa app with the shared middleware; it never listens, so tests build it in-process. */
export function createServiceApp(options: ServiceAppOptions): Koa {
  const app = new Koa({ proxy: true });
  app.use(requestContext(options.logger));
  app.use(errorBody());
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: options.jsonLimit ?? '100kb', encoding: 'utf-8' }));
  app.use(authenticate(options.verifyToken));
  const health = healthRoutes(options.readiness);
  app.use(health.routes());
  for (const router of options.routers) app.use(router.routes()).use(router.allowedMethods());
  // Errors are answered by errorBody; keep koa from printing them a second time.
  app.silent = true;
  return app;
}
