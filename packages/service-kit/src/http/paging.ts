import type Koa from 'koa';
import { nextPageLink, pagingHeaders, type Page } from '@inkspell/contracts';
import { HttpError } from '../errors';

/**
 * Keyset cursors (issue #24, ADR 0035): the sort keys of a page's last row, base64url JSON, so the next page starts
 * strictly after it whatever was inserted meanwhile. A cursor a client altered is a 400, never a scan from the top.
 */
export type CursorKeys = readonly (string | number)[];

export function encodeCursor(keys: CursorKeys): string {
  return Buffer.from(JSON.stringify(keys)).toString('base64url');
}

/** The keys of a cursor this list gave, checked against the shape the list expects. */
export function decodeCursor<K extends CursorKeys>(cursor: string | undefined, isKeys: (keys: unknown) => keys is K): K | undefined {
  if (cursor === undefined) return undefined;
  let keys: unknown;
  try {
    keys = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    keys = undefined;
  }
  if (!isKeys(keys))
    throw new HttpError(400, 'The cursor is not one this list gave', {
      isValidationError: true,
      fieldErrors: { cursor: ['The cursor is not one this list gave'] },
    });
  return keys;
}

/**
 * Rows fetched with `limit + 1` become a page: the extra row only says another page follows, and the cursor is
 * the last shown row's keys.
 */
export function pageOf<T>(rows: T[], limit: number, keysOf: (row: T) => CursorKeys): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keysOf(last)) : null };
}

/** Answers with a page: the rows as the body (the spec's list), the next page's Link and the total in headers. */
export function answerPage<T>(ctx: Koa.Context, page: Page<T>): void {
  ctx.set(pagingHeaders.total, String(page.total.count));
  ctx.set(pagingHeaders.totalExact, String(page.total.exact));
  if (page.nextCursor) ctx.set(pagingHeaders.link, nextPageLink(ctx.originalUrl, page.nextCursor));
  ctx.body = page.items;
}
