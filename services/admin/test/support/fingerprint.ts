import { sql } from 'drizzle-orm';
import type { Executor } from '@inkspell/service-kit';

/** Every table of the admin service: equal fingerprints before and after mean a request changed nothing. */
export const adminTables = [
  'refund_requests',
  'audit_log',
  'outbox',
  'contact_messages',
  'analytics_events',
  'stories_generated',
  'ink_purchases',
  'rate_limit_windows',
];

/** One md5 per table over all its rows, in a stable order. */
export async function fingerprintOf(db: Executor, tables: readonly string[]): Promise<string> {
  const parts = await Promise.all(
    tables.map(async (table) => {
      const res = await db.execute(sql.raw(`select coalesce(md5(string_agg(x::text, '|' order by x::text)), '-') as f from ${table} x`));
      return `${table}:${(res.rows[0] as { f: string }).f}`;
    }),
  );
  return parts.join(',');
}
