import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminApiPaths, adminRefundRequestListSchema, adminStatsSchema, adminUserSchema, pageSizes } from '@inkspell/contracts';
import { encodeCursor, type Executor } from '@inkspell/service-kit';
import { startPlatform, type Platform } from '../support/platform';
import { getPage, walkPages } from '../support/pages';

/**
 * The console's Users and Refund Requests tabs at scale (issue #24, ADR 0035): a page at a time through the
 * admin API, users paged and searched in accounts, refund requests paged in admin and named by accounts.
 */
let p: Platform;
const families = 700;
const refunds = 2500;
let familyIds: string[];

beforeAll(async () => {
  p = await startPlatform();
  // Families that registered over the last weeks, oldest first, in one multi-row INSERT.
  await p.accounts.deps.db.execute(sql`
    insert into users (username, email, password_hash, first_name, last_name, created_at)
    select 'oldfam_' || n, 'oldfam_' || n || '@families.example', 'not-a-hash', 'Noor', 'Haddad' || n,
           now() - interval '30 days' + n * interval '1 minute'
    from generate_series(1, ${families}) as n`);
  const rows = await p.accounts.deps.db.execute(sql`select id from users where username like 'oldfam\\_%' order by created_at`);
  familyIds = (rows.rows as { id: string }[]).map((r) => r.id);
  // Their refund requests in one INSERT: three statuses, several per family, pairs a microsecond apart (finer than a
  // JS Date) so a cursor that lost precision would show it.
  await p.admin.deps.db.execute(sql`
    insert into refund_requests (user_id, item_type, ink_amount, reason, description, status, processed_at, created_at)
    select (${`{${familyIds.join(',')}}`}::uuid[])[1 + n % ${families}], 'other', 1 + n % 9, 'other', 'Seeded request ' || n,
           (array['pending', 'approved', 'denied'])[1 + n % 3], case when n % 3 = 0 then null else now() end,
           now() - interval '20 days' + (n / 2) * interval '1 millisecond' + (n % 2) * interval '1 microsecond'
    from generate_series(1, ${refunds}) as n`);
}, 60_000);
afterAll(async () => {
  await p?.close();
});

const administrator = () => p.administrator;
const idsOf = async (db: Executor, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)).rows as { id: string }[]).map((r) => r.id).sort();

describe('GET /api/admin/users, a page at a time', () => {
  it('walks every user once, newest first, while families register between pages; newcomers are not on later pages', async () => {
    const before = await idsOf(p.accounts.deps.db, sql`select id from users`);
    const newcomers: string[] = [];
    const walked = await walkPages(p.admin, administrator(), `${adminApiPaths.users}?limit=${pageSizes.max}`, async () => {
      newcomers.push((await p.newUser()).id);
    });
    adminUserSchema.array().parse(walked.rows);
    expect([...walked.ids].sort()).toEqual(before);
    expect(walked.ids.filter((id) => newcomers.includes(id))).toEqual([]);
    expect(walked.links.every((link) => link.startsWith(`${adminApiPaths.users}?limit=${pageSizes.max}&cursor=`))).toBe(true);
    const times = walked.rows.map((u) => u.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('finds a family by username, e-mail or name prefix, with the exact total in the headers', async () => {
    const [target] = (await p.accounts.deps.db.execute(sql`select id from users where username = 'oldfam_123'`)).rows as { id: string }[];
    for (const search of ['OldFam_123', 'oldfam_123@', 'haddad123']) {
      const page = await getPage(p.admin, administrator(), `${adminApiPaths.users}?search=${encodeURIComponent(search)}`);
      expect(page.rows.map((u) => u.id)).toContain(target!.id);
      expect(page.rows.length).toBeLessThanOrEqual(11);
      expect(page).toMatchObject({ total: String(page.rows.length), exact: 'true', link: null });
    }
    const noor = await getPage(p.admin, administrator(), `${adminApiPaths.users}?search=noor&limit=20`);
    expect(noor).toMatchObject({ total: String(families), exact: 'true' });
    expect(noor.rows).toHaveLength(20);
    expect(noor.link).toMatch(/^<\/api\/admin\/users\?search=noor&limit=20&cursor=[A-Za-z0-9_-]+>; rel="next"$/);
    const audit = (await p.auditRows('users.viewed')).at(-1);
    expect(audit?.details).toEqual({ search: 'noor', count: 20 });
  });

  it('refuses a cursor it did not give, or a page too large, with a 400 in the error body', async () => {
    const forged = [
      encodeCursor(['2026-01-01T12:00:00.000000Z', 'not-a-uuid']),
      encodeCursor(['2026-02-30T12:00:00.000000Z', '7d7bd4a4-5b83-4f3b-9d53-0bb0bd0b7e55']),
      'bm90LWpzb24',
    ];
    for (const cursor of forged) {
      const res = await p.admin.request(`${adminApiPaths.users}?cursor=${cursor}`, { user: administrator() });
      expect(res).toMatchObject({
        status: 400,
        body: { message: 'The cursor is not one this list gave', isValidationError: true, fieldErrors: { cursor: [expect.any(String)] } },
      });
    }
    for (const query of ["cursor=x'%20or%201=1", `limit=${pageSizes.max + 1}`, 'limit=0']) {
      const res = await p.admin.request(`${adminApiPaths.users}?${query}`, { user: administrator() });
      expect(res).toMatchObject({ status: 400, body: { isValidationError: true } });
    }
  });
});

describe('GET /api/admin/refund-requests, a page at a time', () => {
  const listPath = adminApiPaths.adminRefundRequests;

  it('walks every request once, newest first, while new requests arrive between pages', async () => {
    const before = await idsOf(p.admin.deps.db, sql`select id from refund_requests`);
    let arrivals = 0;
    const walked = await walkPages(p.admin, administrator(), `${listPath}?limit=${pageSizes.max}`, async () => {
      arrivals += 1;
      await p.admin.deps.db.execute(sql`
        insert into refund_requests (user_id, item_type, ink_amount, reason, description)
        values (${familyIds[0]!}, 'other', 1, 'other', ${`Arrived while paging ${arrivals}`})`);
    });
    adminRefundRequestListSchema.parse(walked.rows);
    expect(walked.rows.length).toBe(before.length);
    expect([...walked.ids].sort()).toEqual(before);
    expect(arrivals).toBe(Math.ceil(before.length / pageSizes.max));
    const times = walked.rows.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('names the requests of a page, the oldest family too (beyond the first 500 users the old list held)', async () => {
    // The very oldest family: 700 newer families and the platform's own users registered after it.
    const [oldest] = familyIds;
    const [fresh] = (
      await p.admin.deps.db.execute(sql`
        insert into refund_requests (user_id, item_type, ink_amount, reason, description)
        values (${oldest!}, 'other', 2, 'other', 'Asked by the oldest family') returning id`)
    ).rows as { id: string }[];
    const page = adminRefundRequestListSchema.parse((await getPage(p.admin, administrator(), `${listPath}?limit=5`)).rows);
    expect(page.find((r) => r.id === fresh!.id)).toMatchObject({
      userId: oldest,
      username: 'oldfam_1',
      email: 'oldfam_1@families.example',
    });
    const full = adminRefundRequestListSchema.parse((await getPage(p.admin, administrator(), `${listPath}?limit=${pageSizes.max}`)).rows);
    expect(full.filter((r) => r.username === null || r.email === null)).toEqual([]);

    const theirs = adminRefundRequestListSchema.parse((await getPage(p.admin, administrator(), `${listPath}?search=oldfam_1%40`)).rows);
    expect(theirs.map((r) => r.id)).toContain(fresh!.id);
    for (const request of theirs) {
      expect(request).toMatchObject({ userId: oldest, username: 'oldfam_1', email: 'oldfam_1@families.example' });
    }
  });

  it('keeps one status, counted exactly, and the tiles stay counts over every request', async () => {
    const counts = (await p.admin.deps.db.execute(sql`select status, count(*)::int as n from refund_requests group by status`)).rows as {
      status: string;
      n: number;
    }[];
    for (const status of ['pending', 'approved', 'denied'] as const) {
      const walked = await walkPages(p.admin, administrator(), `${listPath}?status=${status}&limit=${pageSizes.max}`);
      const expected = counts.find((c) => c.status === status)!.n;
      expect(walked.rows).toHaveLength(expected);
      expect(new Set(walked.ids).size).toBe(expected);
      expect(walked.rows.every((r) => (r as unknown as { status: string }).status === status)).toBe(true);
      expect((await getPage(p.admin, administrator(), `${listPath}?status=${status}`)).total).toBe(String(expected));
    }
    const stats = adminStatsSchema.parse((await p.as(administrator()).get(adminApiPaths.stats)).body);
    expect(stats.totalRequests).toBe(counts.reduce((sum, c) => sum + c.n, 0));
    expect(stats.totalRequests).toBeGreaterThan(refunds);
    expect(stats.pendingRequests).toBe(counts.find((c) => c.status === 'pending')!.n);
    expect((await p.admin.request(`${listPath}?status=refunded`, { user: administrator() })).status).toBe(400);
  });

  it('searches by person: the requests of the families whose username or e-mail starts with the term', async () => {
    const people = familyIds.filter((_, i) => String(i + 1).startsWith('12'));
    const expected = await idsOf(
      p.admin.deps.db,
      sql`select id from refund_requests where user_id = any(${`{${people.join(',')}}`}::uuid[]) and status = 'approved'`,
    );
    const walked = await walkPages(p.admin, administrator(), `${listPath}?search=OLDFAM_12&status=approved&limit=25`);
    expect([...walked.ids].sort()).toEqual(expected);
    expect(walked.rows.every((r) => (r as unknown as { username: string }).username.startsWith('oldfam_12'))).toBe(true);
    expect((await getPage(p.admin, administrator(), `${listPath}?search=oldfam_12&status=approved`)).total).toBe(String(expected.length));
    const nobody = await getPage(p.admin, administrator(), `${listPath}?search=nobody_by_that_name`);
    expect(nobody).toMatchObject({ rows: [], total: '0', exact: 'true', link: null });
    const audit = (await p.auditRows('refund_requests.viewed')).at(-1);
    expect(audit?.details).toEqual({ count: 0, status: null, search: 'nobody_by_that_name' });
  });

  it('refuses a forged cursor with a 400 in the error body', async () => {
    const res = await p.admin.request(`${listPath}?cursor=${encodeCursor(['yesterday', 'x'])}`, { user: administrator() });
    expect(res).toMatchObject({ status: 400, body: { message: 'The cursor is not one this list gave', isValidationError: true } });
  });
});
