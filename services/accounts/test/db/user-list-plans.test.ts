import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createUsersRepo } from '../../src/db/users.repo';
import { startAccounts, type AccountsHarness } from '../support/accounts-harness';

/**
 * The console's user list at 100,000 families (issue #24): the repository's own queries, explained by PostgreSQL on
 * a table of that size, find their rows through an index, never by reading the whole table.
 */
let h: AccountsHarness;
let pool: pg.Pool;
const families = 100_000;
const issued: { text: string; params: unknown[] }[] = [];

beforeAll(async () => {
  h = await startAccounts();
  await h.deps.db.execute(sql`
    insert into users (username, email, password_hash, first_name, last_name, created_at)
    select 'family_' || n, 'parent' || n || '@families.example', 'not-a-hash',
           (array['Maya', 'Omar', 'Ines', 'Kofi', 'Lena'])[1 + n % 5] || (n % 1000), 'Walker' || (n % 5000),
           now() - n * interval '1 minute'
    from generate_series(1, ${families}) as n`);
  await h.deps.db.execute(sql`analyze users`);
  pool = new pg.Pool({ connectionString: h.databaseUrl, max: 2 });
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await h?.close();
});

/** The repository on a connection that notes each query it sends. */
const recordingRepo = () => createUsersRepo(drizzle(pool, { logger: { logQuery: (text, params) => void issued.push({ text, params }) } }));

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The plan PostgreSQL chooses for each query `use` sends, with the same parameters. */
async function plansOf(use: (repo: ReturnType<typeof createUsersRepo>) => Promise<unknown>): Promise<PlanNode[][]> {
  issued.length = 0;
  await use(recordingRepo());
  expect(issued.length).toBeGreaterThan(0);
  // The planner's own estimate (an EXPLAIN the count sends for a broad search) is not a query to explain.
  return Promise.all(
    issued
      .filter(({ text }) => !/^explain/i.test(text))
      .map(async ({ text, params }) => {
        const res = await pool.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (format json) ${text}`, params);
        return nodesOf(res.rows[0]!['QUERY PLAN'][0]!.Plan);
      }),
  );
}

const seqScansOfUsers = (plans: PlanNode[][]) =>
  plans.flat().filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'users');
const indexesUsed = (plans: PlanNode[][]) => new Set(plans.flat().flatMap((n) => (n['Index Name'] ? [n['Index Name']] : [])));

describe(`the user list on ${families.toLocaleString('en')} users`, () => {
  it('reads the first page and a later one newest first along the (created_at, id) index', async () => {
    let cursor: string | null = null;
    const first = await plansOf(async (repo) => {
      cursor = (await repo.page({ limit: 50 })).nextCursor;
    });
    expect(seqScansOfUsers(first)).toEqual([]);
    expect(indexesUsed(first)).toContain('users_newest_idx');
    expect(cursor).not.toBeNull();

    const later = await plansOf((repo) => repo.page({ limit: 50, cursor: cursor! }));
    expect(seqScansOfUsers(later)).toEqual([]);
    expect(indexesUsed(later)).toContain('users_newest_idx');
  });

  it.each([
    ['a username prefix', 'family_4242', 'users_username_prefix_idx'],
    ['an e-mail prefix', 'parent4242@', 'users_email_prefix_idx'],
    ['a first name prefix', 'maya12', 'users_first_name_prefix_idx'],
    ['a last name prefix', 'walker4242', 'users_last_name_prefix_idx'],
  ])('searches %s and counts what it found through the prefix indexes', async (_, search, index) => {
    const plans = await plansOf(async (repo) => {
      const [page, total] = await Promise.all([repo.page({ search, limit: 50 }), repo.total(search)]);
      expect(page.items.length).toBeGreaterThan(0);
      expect(total.exact).toBe(true);
    });
    expect(seqScansOfUsers(plans)).toEqual([]);
    expect(indexesUsed(plans)).toContain(index);
  });

  it('estimates the total of a search too broad to count, and still reads no whole table for its page', async () => {
    let total: Awaited<ReturnType<ReturnType<typeof createUsersRepo>['total']>> | undefined;
    const plans = await plansOf(async (repo) => {
      await repo.page({ search: 'family_', limit: 50 });
      total = await repo.total('family_');
    });
    expect(total?.exact).toBe(false);
    expect(total?.count).toBeGreaterThan(families * 0.8);
    expect(total?.count).toBeLessThan(families * 1.2);
    // The capped count may read its 10,001 rows in table order: bounded, whatever the table's size.
    expect(seqScansOfUsers(plans.slice(0, 1))).toEqual([]);
  });

  it('names a page of users and finds people by prefix through indexes', async () => {
    const ids = (await pool.query<{ id: string }>('select id from users order by created_at limit 100')).rows.map((r) => r.id);
    const plans = await plansOf(async (repo) => {
      expect(await repo.findByIds(ids)).toHaveLength(100);
      expect((await repo.findByPrefix('family_777', 20)).length).toBeGreaterThan(0);
    });
    expect(seqScansOfUsers(plans)).toEqual([]);
  });
});
