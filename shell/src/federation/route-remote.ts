import type { RemoteKey } from '@inkspell/contracts';
import { findRoute } from '../routing/route-table';

/** The public remote that renders a path, if any (admin-only remotes are never fetched ahead). */
export function remoteOfPath(pathname: string): RemoteKey | undefined {
  const route = findRoute(pathname);
  if (!route || route.owner === 'shell' || route.adminOnly) return undefined;
  return route.owner;
}

/**
 * Whether the page's prerendered markup is what the app renders at `pathname`: the page was rendered
 * for that path, or it is the 404 page ('*') and nobody owns the path.
 */
export function isPrerenderedFor(marker: string | undefined, pathname: string): boolean {
  return marker === pathname || (marker === '*' && !findRoute(pathname));
}
