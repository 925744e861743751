/* Zod-free (ADR 0020): the api client on every page reads these, and must not pull zod into a page that only shows things. */

/**
 * Server-side paging for long lists (issue #24, ADR 0035). A list answer keeps the spec's body, an array of its
 * rows, and carries the paging in headers as GitHub's API does: `Link: <…?cursor=…>; rel="next"` while more
 * rows follow, and the list's total in `X-Total-Count` with `X-Total-Exact: false` when the count is an estimate.
 * A cursor is opaque to clients: the server's keyset position after the page's last row, so rows added while
 * an administrator pages through never shift a page or show twice.
 */
export const pageSizes = { default: 50, max: 100 } as const;

export const pagingHeaders = {
  link: 'link',
  total: 'x-total-count',
  totalExact: 'x-total-exact',
} as const;

/** How many rows the whole list holds, and whether that is counted or estimated (a large searched list). */
export interface PageTotal {
  count: number;
  exact: boolean;
}

/** A page as a service hands it on (command replies) and as the console reads it. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: PageTotal;
}

/** The `Link` header of a page that has a next one: the same path and query with the next cursor. */
export function nextPageLink(pathWithQuery: string, nextCursor: string): string {
  const url = new URL(pathWithQuery, 'http://inkspell.invalid');
  url.searchParams.set('cursor', nextCursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

/** The next cursor a `Link` header names, or null on the last page. */
export function nextCursorOf(link: string | null | undefined): string | null {
  const next = link?.split(',').find((part) => /;\s*rel="?next"?/.test(part));
  const target = next?.match(/<([^>]*)>/)?.[1];
  return target ? new URL(target, 'http://inkspell.invalid').searchParams.get('cursor') : null;
}

/** The total the headers carry (a missing count is read as the page's own length, counted). */
export function pageTotalOf(headers: { get(name: string): string | null }, pageLength: number): PageTotal {
  const header = headers.get(pagingHeaders.total);
  const count = header === null ? Number.NaN : Number(header);
  return Number.isInteger(count) && count >= 0
    ? { count, exact: headers.get(pagingHeaders.totalExact) !== 'false' }
    : { count: pageLength, exact: true };
}
