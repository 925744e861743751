import { z } from './zod';

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

/** The paging part of a list's query string: `?cursor=` from the last page's Link, `?limit=` rows. */
export const pageQuerySchema = z.object({
  cursor: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]+$/, 'The cursor is not one this list gave')
    .optional(),
  limit: z.coerce.number().int().min(1).max(pageSizes.max).default(pageSizes.default),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A search term (`?search=`): trimmed, empty means none. */
export const searchTermSchema = z
  .string()
  .max(200)
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** How many rows the whole list holds, and whether that is counted or estimated (a large searched list). */
export const pageTotalSchema = z.object({ count: z.number().int().nonnegative(), exact: z.boolean() });
export type PageTotal = z.infer<typeof pageTotalSchema>;

/** A page as a service hands it on (command replies) and as the console reads it. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable(), total: pageTotalSchema });
}
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
