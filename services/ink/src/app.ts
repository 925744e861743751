import type Koa from 'koa';
import { createServiceApp } from '@inkspell/service-kit';
import type { InkDeps } from './deps';
import { ledgerRoutes } from './routes/ledger.routes';
import { paymentsRoutes } from './routes/payments.routes';
import { routerFor } from './routes/route-table';
import { stripeWebhookRoutes } from './routes/stripe-webhook.routes';

/** The ink service's HTTP app; built without listening so tests run it in-process. */
export function createApp(deps: InkDeps): Koa {
  return createServiceApp({
    logger: deps.logger,
    verifyToken: deps.verifyToken,
    readiness: deps.readiness,
    routers: [ledgerRoutes, paymentsRoutes, stripeWebhookRoutes].map((table) => routerFor(table, deps)),
  });
}
