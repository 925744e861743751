import { and, desc, sql, type AnyColumn, type InferSelectModel, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PageTotal } from '@inkspell/contracts';
import { decodeCursor, pageOf } from '../http/paging';
import type { Executor } from './database';

/**
 * Newest-first keyset paging on PostgreSQL (issue #24, ADR 0035): a list ordered by (created_at desc, id desc) on an
 * index in that order, its cursor the last row's creation time and id, the next page `(created_at, id) < cursor`.
 */

/** A newest-first cursor's keys: the row's creation time in UTC to the microsecond, and its id. */
export type NewestFirstKeys = readonly [at: string, id: string];

const microsecondTime = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether decoded cursor keys are a real time and a uuid, so an altered cursor is a 400 and never reaches SQL. */
export function isNewestFirstKeys(keys: unknown): keys is NewestFirstKeys {
  if (!Array.isArray(keys) || keys.length !== 2) return false;
  const [at, id] = keys as unknown[];
  if (typeof at !== 'string' || typeof id !== 'string' || !uuidPattern.test(id)) return false;
  const millis = microsecondTime.exec(at)?.[1];
  // A date that does not exist (February 30th) comes back from Date as another day.
  return millis !== undefined && !Number.isNaN(Date.parse(`${millis}Z`)) && new Date(`${millis}Z`).toISOString() === `${millis}Z`;
}

/**
 * A timestamp column as cursor text: UTC to the microsecond. PostgreSQL keeps microseconds and a JS Date only
 * milliseconds, so a cursor made from a Date would skip the rows of the same millisecond after it.
 */
export const cursorTime = (column: AnyColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Newest first, the id breaking ties between rows of the same moment. */
export const newestFirst = (at: AnyColumn, id: AnyColumn) => [desc(at), desc(id)];

/** The rows after a cursor in newest-first order (a row comparison, which the (created_at, id) index answers). */
export const olderThan = (at: AnyColumn, id: AnyColumn, keys: NewestFirstKeys): SQL =>
  sql`(${at}, ${id}) < (${keys[0]}::timestamptz, ${keys[1]}::uuid)`;

/** A table a newest-first list pages through: its creation time and uuid id, indexed together in that order. */
export type NewestFirstTable = PgTable & { createdAt: PgColumn; id: PgColumn };

/**
 * One newest-first page of `table`: the rows `where` keeps after the cursor's row, one more fetched only to tell
 * that a next page follows; the next cursor is the last shown row's keys. A cursor this list did not give is a 400.
 */
export async function newestFirstPage<T extends NewestFirstTable>(
  db: Executor,
  table: T,
  { where, cursor, limit }: { where: SQL | undefined; cursor: string | undefined; limit: number },
): Promise<{ items: InferSelectModel<T>[]; nextCursor: string | null }> {
  const after = decodeCursor(cursor, isNewestFirstKeys);
  // drizzle types a select of a concrete table, not of one known only by its shape: the rows are typed here.
  const source: NewestFirstTable = table;
  const rows = (await db
    .select({ row: source, at: cursorTime(source.createdAt) })
    .from(source)
    .where(and(where, after && olderThan(source.createdAt, source.id, after)))
    .orderBy(...newestFirst(source.createdAt, source.id))
    .limit(limit + 1)) as unknown as { row: InferSelectModel<T> & { id: string }; at: string }[];
  const page = pageOf(rows, limit, (found) => [found.at, found.row.id]);
  return { items: page.items.map((found) => found.row), nextCursor: page.nextCursor };
}

/**
 * A LIKE pattern for "starts with `term`", case folded: `%`, `_` and the escape character `\` in the term match
 * themselves, so a search for `50%` finds "50%..." and not every "50...". Compare it with `lower(column)`.
 */
export function prefixPattern(term: string): string {
  return `${term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Up to this many matching rows are counted; a broader list's total is the planner's estimate. */
export const exactCountLimit = 10_000;

/** Whether a capped count went past the limit, so the total must be the planner's estimate instead. */
export const countWasCapped = (counted: number, limit = exactCountLimit): boolean => counted > limit;

/** The total a list reports: what was counted when within the limit, else the estimate, never below what was counted. */
export function totalOf(counted: number, estimate: number | null, limit = exactCountLimit): PageTotal {
  if (!countWasCapped(counted, limit) || estimate === null) return { count: counted, exact: !countWasCapped(counted, limit) };
  return { count: Math.max(Math.round(estimate), counted), exact: false };
}

/**
 * How many rows of `table` match `where`: counted exactly up to `limit` (an index walk of at most that many rows,
 * so a broad search costs what a narrow one does), estimated by the planner above it (ADR 0035).
 */
export async function countOrEstimate(
  db: Executor,
  table: SQLWrapper,
  where: SQL | undefined,
  limit = exactCountLimit,
): Promise<PageTotal> {
  const filter = where ?? sql`true`;
  const counted = (await db.execute(
    sql`select count(*)::int as n from (select 1 from ${table} where ${filter} limit ${limit + 1}) as capped`,
  )) as { rows: { n: number }[] };
  const n = counted.rows[0]?.n ?? 0;
  if (!countWasCapped(n, limit)) return totalOf(n, null, limit);
  const plan = (await db.execute(sql`explain (format json) select 1 from ${table} where ${filter}`)) as {
    rows: { 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }[];
  };
  return totalOf(n, plan.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? null, limit);
}
