import type Router from '@koa/router';
import { routerFor, type RouteTable } from '@inkspell/service-kit';
import type { InkPorts } from '../domain/ports';
import { grantsRoutes, ledgerRoutes } from './ledger.routes';
import { paymentsModeRoutes, paymentsRoutes } from './payments.routes';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

/** Every route table of the ink service, one *.routes.ts per resource (the reliability suite lists them too). */
export const routeTables: readonly RouteTable<InkPorts>[] = [
  ledgerRoutes,
  grantsRoutes,
  paymentsRoutes,
  paymentsModeRoutes,
  stripeWebhookRoutes,
];

/** The ink service's routers. */
export function inkRouters(ports: InkPorts): Router[] {
  return routeTables.map((table) => routerFor(table, ports));
}
