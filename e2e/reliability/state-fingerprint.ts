import pg from 'pg';
import { inject } from 'vitest';
import { connectNats, subjectsFor } from '@inkspell/service-kit';
import { waitFor } from '@inkspell/service-kit/testing';
import { consumersCaughtUp } from './caught-up';

/** A service's database, by service name. */
export type DatabaseUrls = Record<string, string>;

/** What the databases hold: rows per table of every service, and the ink ledger's own fingerprint. */
export interface StateFingerprint {
  rows: Record<string, number>;
  ledger: string;
}

/**
 * Reads the row count of every table of every service's database (every table there is, so a table added tomorrow
 * is counted too; migration bookkeeping aside) and a digest of the ink ledger: each account's balance and each
 * entry. Two equal fingerprints mean no row was added or removed anywhere and no ink moved.
 */
export async function stateFingerprint(databases: DatabaseUrls): Promise<StateFingerprint> {
  const rows: Record<string, number> = {};
  let ledger = '';
  for (const [service, url] of Object.entries(databases)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const tables = await client.query<{ name: string }>(
        `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
         where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema', 'drizzle')
         order by 1`,
      );
      for (const { name } of tables.rows) {
        const counted = await client.query<{ n: string }>(`select count(*) as n from ${name}`);
        rows[`${service}:${name}`] = Number(counted.rows[0]!.n);
      }
      if (service === 'ink') {
        const digest = await client.query<{ accounts: string | null; entries: string | null }>(
          `select (select md5(string_agg(id || '=' || coalesce(balance::text, '-'), ',' order by id)) from ledger_accounts) as accounts,
                  (select md5(string_agg(transaction_id || ':' || account_id || '=' || amount, ',' order by transaction_id, account_id))
                     from ledger_entries) as entries`,
        );
        ledger = `accounts ${digest.rows[0]!.accounts ?? '-'}, entries ${digest.rows[0]!.entries ?? '-'}`;
      }
    } finally {
      await client.end();
    }
  }
  return { rows, ledger };
}

/** The tables whose counts differ between two fingerprints ('ink:public.holds 3→4'), and the ledger if it moved. */
export function stateChanges(before: StateFingerprint, after: StateFingerprint): string[] {
  const tables = [...new Set([...Object.keys(before.rows), ...Object.keys(after.rows)])];
  const changed = tables.filter((t) => before.rows[t] !== after.rows[t]).map((t) => `${t} ${before.rows[t]}→${after.rows[t]}`);
  return before.ledger === after.ledger ? changed : [...changed, `ledger ${before.ledger} → ${after.ledger}`];
}

/** The databases once every event in flight has been applied and two reads a moment apart agree. */
export async function settledState(): Promise<StateFingerprint> {
  const nc = await connectNats(inject('natsUrl'), 'reliability-state');
  try {
    await consumersCaughtUp(nc, subjectsFor(inject('natsPrefix')));
  } finally {
    await nc.close();
  }
  let last = await stateFingerprint(inject('databaseUrls'));
  await waitFor(
    async () => {
      await new Promise((r) => setTimeout(r, 300));
      const now = await stateFingerprint(inject('databaseUrls'));
      const same = stateChanges(last, now).length === 0;
      last = now;
      return same;
    },
    { what: 'the databases to settle', timeoutMs: 30_000, intervalMs: 0 },
  );
  return last;
}
