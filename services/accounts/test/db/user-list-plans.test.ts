import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PageTotal } from '@inkspell/contracts';
import { indexesIn, planRecorder, seqScansOf } from '@inkspell/service-kit/testing';
import { createUsersRepo } from '../../src/db/users.repo';
import { startAccounts, type AccountsHarness } from '../support/accounts-harness';

/**
 * The console's user list at 100,000 families (issue #24): the repository's own queries, explained by PostgreSQL on
 * a table of that size, find their rows through an index, never by reading the whole table.
 */
let h: AccountsHarness;
let recorder: ReturnType<typeof planRecorder>;
const families = 100_000;

beforeAll(async () => {
  h = await startAccounts();
  await h.deps.db.execute(sql`
    insert into users (username, email, password_hash, first_name, last_name, created_at)
    select 'family_' || n, 'parent' || n || '@families.example', 'not-a-hash',
           (array['Maya', 'Omar', 'Ines', 'Kofi', 'Lena'])[1 + n % 5] || (n % 1000), 'Walker' || (n % 5000),
           now() - n * interval '1 minute'
    from generate_series(1, ${families}) as n`);
  await h.deps.db.execute(sql`analyze users`);
  recorder = planRecorder(h.databaseUrl);
}, 120_000);
afterAll(async () => {
  await recorder?.close();
  await h?.close();
});

/** The plans of the queries the users repository sends for `use`. */
const plansOf = (use: (repo: ReturnType<typeof createUsersRepo>) => Promise<unknown>) => recorder.plansOf((db) => use(createUsersRepo(db)));

describe(`the user list on ${families.toLocaleString('en')} users`, () => {
  it('reads the first page and a later one newest first along the (created_at, id) index', async () => {
    let cursor: string | null = null;
    const first = await plansOf(async (repo) => {
      cursor = (await repo.page({ limit: 50 })).nextCursor;
    });
    expect(seqScansOf(first, 'users')).toEqual([]);
    expect(indexesIn(first)).toContain('users_newest_idx');
    expect(cursor).not.toBeNull();

    const later = await plansOf((repo) => repo.page({ limit: 50, cursor: cursor! }));
    expect(seqScansOf(later, 'users')).toEqual([]);
    expect(indexesIn(later)).toContain('users_newest_idx');
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
    expect(seqScansOf(plans, 'users')).toEqual([]);
    expect(indexesIn(plans)).toContain(index);
  });

  it('estimates the total of a search too broad to count, and still reads no whole table for its page', async () => {
    let total: PageTotal | undefined;
    const plans = await plansOf(async (repo) => {
      await repo.page({ search: 'family_', limit: 50 });
      total = await repo.total('family_');
    });
    expect(total?.exact).toBe(false);
    expect(total?.count).toBeGreaterThan(families * 0.8);
    expect(total?.count).toBeLessThan(families * 1.2);
    // The capped count may read its 10,001 rows in table order: bounded, whatever the table's size.
    expect(seqScansOf(plans.slice(0, 1), 'users')).toEqual([]);
  });

  it('names a page of users and finds people by prefix through indexes', async () => {
    const ids = (await recorder.pool.query<{ id: string }>('select id from users order by created_at limit 100')).rows.map((r) => r.id);
    const plans = await plansOf(async (repo) => {
      expect(await repo.findByIds(ids)).toHaveLength(100);
      expect((await repo.findByPrefix('family_777', 20)).length).toBeGreaterThan(0);
    });
    expect(seqScansOf(plans, 'users')).toEqual([]);
  });
});
