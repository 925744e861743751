import type { RemoteKey } from '@inkspell/contracts';
import { findRoute } from './route-table';
import { isServedForAddress } from './served-for-address';

/** The public remote that renders a path, if any (admin-only remotes are never fetched ahead). */
export function remoteOfPath(pathname: string): RemoteKey | undefined {
  const route = findRoute(pathname);
  if (!route || route.owner === 'shell' || route.adminOnly) return undefined;
  return route.owner;
}

/**
 * Whether the page's prerendered markup is what the app renders at this address: the page was rendered
 * for `pathname` (or it is the 404 page, '*', and nobody owns the path), and the address has no query.
 * Pages were rendered without one, and a query can change what a page shows (a friend's `?ref=` adds the
 * referral note to /register): hydrating that would meet markup React would not write, and React would
 * throw the page away and render it again while the visitor may already be typing.
 */
export function isPrerenderedFor(marker: string | undefined, pathname: string, search = ''): boolean {
  return isServedForAddress(marker, pathname, search) && (marker !== '*' || !findRoute(pathname));
}
