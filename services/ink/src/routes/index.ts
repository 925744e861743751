import type Router from '@koa/router';
import type { InkDeps } from '../deps';
import { ledgerRoutes } from './ledger.routes';
import { paymentsRoutes } from './payments.routes';
import { routerFor } from './route-table';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

/** The ink service's routers, one *.routes.ts per resource (the reliability suite lists them too). */
export function inkRouters(deps: InkDeps): Router[] {
  return [ledgerRoutes, paymentsRoutes, stripeWebhookRoutes].map((table) => routerFor(table, deps));
}
