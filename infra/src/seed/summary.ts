import type { Pool } from 'pg';
import { seedDatabases, type SeedDatabase, type TableCounts } from './batch';

/** The tables a seed writes, by database: the summary counts every row in them, seeded or not. */
export const seededTables: Record<SeedDatabase, readonly string[]> = {
  accounts: ['users'],
  stories: ['stories'],
  ink: ['ledger_accounts', 'ledger_transactions', 'ledger_entries', 'holds', 'demo_payment_intents'],
  admin: ['refund_requests', 'contact_messages', 'stories_generated', 'ink_purchases'],
};

export interface DatabaseSummary {
  database: SeedDatabase;
  name: string;
  /** Rows in each seeded table now (all of them, not only the seeded ones). */
  rows: TableCounts;
  /** Rows this run added to each table. */
  added: TableCounts;
  sizeBytes: number;
}

export async function summarise(pools: Record<SeedDatabase, Pool>, added: Record<SeedDatabase, TableCounts>): Promise<DatabaseSummary[]> {
  return Promise.all(
    seedDatabases.map(async (database) => {
      const pool = pools[database];
      const rows: TableCounts = {};
      for (const table of seededTables[database]) {
        rows[table] = (await pool.query<{ n: number }>(`select count(*)::int as n from "${table}"`)).rows[0]!.n;
      }
      const size = await pool.query<{ name: string; size: string }>(
        'select current_database() as name, pg_database_size(current_database()) as size',
      );
      return { database, name: size.rows[0]!.name, rows, added: added[database], sizeBytes: Number(size.rows[0]!.size) };
    }),
  );
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function formatSummary(summaries: readonly DatabaseSummary[], seconds: number): string[] {
  const lines = [`seeded in ${seconds.toFixed(1)} s`];
  for (const s of summaries) {
    lines.push(`${s.name} (${megabytes(s.sizeBytes)})`);
    for (const [table, n] of Object.entries(s.rows)) {
      lines.push(`  ${table.padEnd(22)} ${String(n).padStart(10)} rows (${s.added[table] ?? 0} added)`);
    }
  }
  return lines;
}
