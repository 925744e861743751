import type Router from '@koa/router';
import { routerFor, type RouteTable } from '@inkspell/service-kit';
import type { StoriesPorts } from '../domain/ports';
import { assetsRoutes } from './assets.routes';
import { bookRoutes } from './book.routes';
import { storiesRoutes } from './stories.routes';

/** Every route table of the stories service, one *.routes.ts per resource (route table on top, one handler per route). */
// Assets first: /api/stories/assets/:name is two segments and never meets /api/stories/:id, but reads best first.
export const routeTables: readonly RouteTable<StoriesPorts>[] = [assetsRoutes, bookRoutes, storiesRoutes];

/** The stories service's routers. */
export function storiesRouters(ports: StoriesPorts): Router[] {
  return routeTables.map((table) => routerFor(table, ports));
}
