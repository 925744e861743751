import type Router from '@koa/router';
import type { AccountsPorts } from '../domain/ports';
import { authRoutes } from './auth.routes';
import { emailChangeRoutes } from './email-change.routes';
import { parentGateRoutes } from './parent-gate.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { profileRoutes } from './profile.routes';
import { routerFor, type RouteTable } from '@inkspell/service-kit';
import { twoFactorRoutes } from './two-factor.routes';

/** Every route table of the accounts service, one *.routes.ts per resource (the reliability suite lists them too). */
export const routeTables: readonly RouteTable<AccountsPorts>[] = [
  authRoutes,
  passwordResetRoutes,
  emailChangeRoutes,
  twoFactorRoutes,
  profileRoutes,
  parentGateRoutes,
];

/** The accounts service's routers. */
export function accountsRouters(ports: AccountsPorts): Router[] {
  return routeTables.map((table) => routerFor(table, ports));
}
