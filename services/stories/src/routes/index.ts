import type Router from '@koa/router';
import type { StoriesDeps } from '../deps';
import { assetsRoutes } from './assets.routes';
import { bookRoutes } from './book.routes';
import { routerFor } from './route-table';
import { storiesRoutes } from './stories.routes';

/** The stories service's routers, one *.routes.ts per resource (route table on top, one handler per route). */
export function storiesRouters(deps: StoriesDeps): Router[] {
  // Assets first: /api/stories/assets/:name is two segments and never meets /api/stories/:id, but reads best first.
  return [assetsRoutes, bookRoutes, storiesRoutes].map((table) => routerFor(table, deps));
}
