/**
 * Whether a prerendered page was rendered for this address, from its marker alone (the path it was rendered
 * for, or '*' for the 404 page, which the server sends only for paths no route matches). Pages built ahead
 * were rendered without a query, and a query can change what a page shows (a friend's `?ref=` adds the referral
 * note to /register); a page rendered for its request (a shared story) is marked with its whole address.
 * Shared by the page's inline starter and the app's own check (route-remote.ts).
 */
export function isServedForAddress(marker: string | undefined, pathname: string, search = ''): boolean {
  if (marker !== undefined && marker === `${pathname}${search}`) return true;
  if (search !== '' && search !== '?') return false;
  return marker === pathname || marker === '*';
}
