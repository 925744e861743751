import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@inkspell/service-kit';
import { cleanUpRun, newRunId, testDatabaseUrl } from '@inkspell/service-kit/testing';
import { accountsService } from '@inkspell/accounts-service/service';
import { adminService } from '@inkspell/admin-service/service';
import { inkService } from '@inkspell/ink-service/service';
import { storiesService } from '@inkspell/stories-service/service';
import { seedDatabases, type SeedDatabase } from '../src/seed/batch';
import { joinedFromFor, planFamily } from '../src/seed/family-plan';
import { seedPlatform } from '../src/seed/seed';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const families = 300;
const runId = newRunId();
const urls = Object.fromEntries(seedDatabases.map((d) => [d, testDatabaseUrl(d, runId)])) as Record<SeedDatabase, string>;
const services = { accounts: accountsService, stories: storiesService, ink: inkService, admin: adminService };
const adminId = '0a0a0a0a-0000-4000-8000-000000000001';

/** `npm run ledger:check` on the seeded ink database, as a person would run it. */
function ledgerCheck(): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'ledger:check'],
      { cwd: repoRoot, env: { ...process.env, INK_DATABASE_URL: urls.ink } },
      (err, stdout) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout }),
    );
  });
}

async function query<T extends pg.QueryResultRow>(database: SeedDatabase, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: urls[database] });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

const count = async (database: SeedDatabase, table: string) =>
  (await query<{ n: number }>(database, `select count(*)::int as n from ${table}`))[0]!.n;

describe('npm run seed', () => {
  const plans = Array.from({ length: families }, (_, i) => planFamily(i + 1, joinedFromFor(families, new Date())));
  const stories = plans.reduce((n, f) => n + f.stories.length, 0);

  beforeAll(async () => {
    // The databases as the services' own migrations leave them, with the administrator the platform's start creates.
    for (const database of seedDatabases) {
      const { pool } = await openDatabase({
        url: urls[database],
        schema: services[database].schema,
        migrationsFolder: services[database].migrationsFolder,
      });
      await pool.end();
    }
    await query('accounts', "insert into users (id, username, password_hash, role) values ($1, 'spelladmin', 'x', 'admin')", [adminId]);
  }, 60_000);

  afterAll(() => cleanUpRun(runId, Object.values(urls)), 60_000);

  it('seeds the families, their stories, ink and refunds, and the ledger check passes', async () => {
    // Half first, then all: the second run finishes the batch the first one left half done and adds the rest.
    await seedPlatform({ families: families / 2, databaseUrls: urls, batchSize: 100 });
    const result = await seedPlatform({ families, databaseUrls: urls, batchSize: 100 });

    expect(await count('accounts', 'users')).toBe(families + 1);
    expect(await count('accounts', "users where role = 'admin'")).toBe(1);
    expect(await count('stories', 'stories')).toBe(stories);
    expect(await count('stories', 'stories where collection_order > 1')).toBeGreaterThan(0);
    expect(await count('ink', "ledger_accounts where kind = 'wallet'")).toBe(families);
    expect(await count('ink', "holds where state = 'captured'")).toBe(stories);
    expect(await count('admin', 'stories_generated')).toBe(stories);
    expect(await count('admin', 'refund_requests')).toBe(plans.reduce((n, f) => n + f.refunds.length, 0));
    const statuses = await query<{ status: string }>('admin', 'select distinct status from refund_requests order by status');
    expect(statuses.map((s) => s.status)).toEqual(['approved', 'denied', 'pending']);
    expect(result.skippedBatches).toEqual({ accounts: 1, stories: 1, ink: 1, admin: 1 });
    const firstHalf = plans.slice(0, families / 2).reduce((n, f) => n + f.stories.length, 0);
    expect(result.databases.find((d) => d.database === 'stories')?.added).toEqual({ stories: stories - firstHalf });

    // The oldest family's wallet: its welcome and packs, less its stories, plus an approved refund.
    const first = plans[0]!;
    const expected =
      5 +
      first.purchases.reduce((n, p) => n + p.pack.credits, 0) -
      first.stories.reduce((n, s) => n + s.inkCost, 0) +
      first.refunds.filter((r) => r.status === 'approved').reduce((n, r) => n + r.inkAmount, 0);
    const [wallet] = await query<{ balance: number }>('ink', 'select balance from ledger_accounts where user_id = $1', [first.userId]);
    expect(wallet?.balance).toBe(expected);

    const check = await ledgerCheck();
    expect(check.stdout).toContain('ledger check passed');
    expect(check.code).toBe(0);
  }, 60_000);

  it('adds nothing when run again, and the ledger still checks', async () => {
    const again = await seedPlatform({ families, databaseUrls: urls, batchSize: 100 });
    expect(again.skippedBatches).toEqual({ accounts: 3, stories: 3, ink: 3, admin: 3 });
    expect(await count('stories', 'stories')).toBe(stories);
    expect((await ledgerCheck()).code).toBe(0);
  }, 60_000);
});
