import type { AdminPorts } from '../domain/ports';
import type Router from '@koa/router';
import type { AdminDeps } from '../deps';
import { adminInsightsRoutes } from './admin-insights.routes';
import { adminMessageRoutes } from './admin-messages.routes';
import { adminRefundRoutes } from './admin-refunds.routes';
import { adminStoryRoutes } from './admin-stories.routes';
import { adminUserRoutes } from './admin-users.routes';
import { analyticsRoutes } from './analytics.routes';
import { contactMessageRoutes } from './contact-messages.routes';
import { refundRequestRoutes } from './refund-requests.routes';
import { routerFor, type RouteTable } from '@inkspell/service-kit';

/** Every route table of the admin service (spec 02 §7), one *.routes.ts per resource. */
export const routeTables: readonly RouteTable<AdminPorts>[] = [
  refundRequestRoutes,
  contactMessageRoutes,
  analyticsRoutes,
  adminRefundRoutes,
  adminStoryRoutes,
  adminUserRoutes,
  adminMessageRoutes,
  adminInsightsRoutes,
];

/** The admin service's routers. */
export function adminRouters(deps: AdminDeps): Router[] {
  return routeTables.map((table) => routerFor(table, deps.ports));
}
