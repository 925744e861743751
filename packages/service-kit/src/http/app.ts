import Koa from 'koa';
import type Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { Logger } from '../logger';
import { authenticate, type TokenVerifier } from '../auth';
import { compressJson } from './compression';
import { errorBody } from './error-middleware';
import { healthRoutes, type ReadinessCheck } from './health';
import { rejectUnstorableText } from './text-input';
import { requestContext } from './request-context';
import { observeRequests } from '../observability/koa-middleware';
import { metricsRoutes } from '../observability/metrics-route';

export interface ServiceAppOptions {
  logger: Logger;
  verifyToken: TokenVerifier;
  routers: Router[];
  readiness: Record<string, ReadinessCheck>;
  /** Middleware that must run before the routes (accounts' sessions); it gets the app because koa-session needs it. */
  beforeRoutes?: (app: Koa) => Koa.Middleware[];
  /** Largest JSON body accepted; larger ones get a 413. */
  jsonLimit?: string;
}

/** The service a logger was made for (createLogger's base field). */
function serviceOf(logger: Logger): string {
  const service = (logger.bindings() as { service?: unknown }).service;
  return typeof service === 'string' ? service : 'service';
}

/** Builds a service's Koa app with the shared middleware; it never listens, so tests build it in-process. */
export function createServiceApp(options: ServiceAppOptions): Koa {
  // Behind the gateway: trust only the address it appended, not what a client put in X-Forwarded-For.
  const app = new Koa({ proxy: true, maxIpsCount: 1 });
  // Outermost: its span and latency cover everything below, with the status errorBody settled on.
  app.use(observeRequests(serviceOf(options.logger)));
  app.use(requestContext(options.logger));
  // Outside errorBody, so error bodies are compressed too.
  app.use(compressJson());
  app.use(errorBody());
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: options.jsonLimit ?? '100kb', encoding: 'utf-8' }));
  app.use(rejectUnstorableText());
  app.use(authenticate(options.verifyToken));
  for (const middleware of options.beforeRoutes?.(app) ?? []) app.use(middleware);
  const health = healthRoutes(options.readiness);
  app.use(health.routes());
  app.use(metricsRoutes().routes());
  for (const router of options.routers) app.use(router.routes()).use(router.allowedMethods());
  // Errors are answered by errorBody; keep koa from printing them a second time.
  app.silent = true;
  return app;
}
