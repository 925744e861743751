import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pageSizes, type CommandRequest } from '@inkspell/contracts';
import { encodeCursor, sendCommand } from '@inkspell/service-kit';
import { newRegistration, startAccounts, type AccountsHarness } from '../support/accounts-harness';

/**
 * The console's user list paged in accounts (issue #24, ADR 0035): accounts.admin.list walks a few thousand users
 * newest first by keyset; accounts.users.names and accounts.users.find name the people of other lists.
 */
let h: AccountsHarness;
const families = 3000;

beforeAll(async () => {
  h = await startAccounts();
  // One statement. Three families share each moment (the id breaks the tie) and moments are a microsecond apart,
  // finer than a JS Date, so a cursor that lost the microseconds would skip or repeat rows.
  await h.deps.db.execute(sql`
    insert into users (username, email, password_hash, first_name, last_name, created_at)
    select 'pagefam_' || n, 'pagefam_' || n || '@families.example', 'not-a-hash',
           (array['Maya', 'Omar', 'Ines'])[1 + n % 3], 'Walker' || (n % 7),
           timestamptz '2026-01-01 12:00:00.000000+00' - ((n / 3) * interval '1 microsecond')
    from generate_series(1, ${families}) as n`);
});
afterAll(async () => {
  await h?.close();
});

const list = (request: CommandRequest<'accounts.admin.list'>) => sendCommand(h.deps.nc, h.deps.subjects, 'accounts.admin.list', request);

/** Every page of a list from the first, calling `between` after each page (rows arriving meanwhile). */
async function walk(request: CommandRequest<'accounts.admin.list'>, between: () => Promise<void> = async () => {}) {
  const seen: { id: string; createdAt: string }[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await list({ ...request, cursor });
    seen.push(...page.items);
    pages += 1;
    cursor = page.nextCursor ?? undefined;
    await between();
  } while (cursor);
  return { seen, pages };
}

const idsIn = async (where = sql`true`) =>
  ((await h.deps.db.execute(sql`select id from users where ${where}`)).rows as { id: string }[]).map((r) => r.id).sort();

describe('accounts.admin.list pages', () => {
  it('walks every user exactly once, newest first, while families register between pages; the newcomers are not on later pages', async () => {
    const before = await idsIn();
    expect(before.length).toBeGreaterThan(families);
    const newcomers: string[] = [];
    const { seen, pages } = await walk({ limit: pageSizes.max }, async () => {
      const res = await h.client().post('/api/auth/register', newRegistration());
      newcomers.push(res.body.id);
    });

    expect(pages).toBe(Math.ceil(before.length / pageSizes.max));
    expect(seen.map((u) => u.id).sort()).toEqual(before);
    expect(new Set(seen.map((u) => u.id)).size).toBe(seen.length);
    expect(seen.filter((u) => newcomers.includes(u.id))).toEqual([]);
    const times = seen.map((u) => u.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('pages through a search too, and counts its rows exactly', async () => {
    const { seen } = await walk({ search: 'PAGEFAM_1', limit: 37 });
    const expected = await idsIn(sql`username like 'pagefam\\_1%'`);
    expect(seen.map((u) => u.id).sort()).toEqual(expected);
    const first = await list({ search: 'pagefam_1', limit: 37 });
    expect(first.total).toEqual({ count: expected.length, exact: true });
    expect(first.items).toHaveLength(37);
  });

  it('finds a family by the start of the username, the e-mail, the first or the last name, whatever the case', async () => {
    const registration = newRegistration({
      username: `Tamsin_${Date.now().toString(36)}`,
      firstName: 'Anouk',
      lastName: 'Zwanenburg',
      email: `quill.${Date.now()}@mail.example`,
    });
    const user = (await h.client().post('/api/auth/register', registration)).body;
    for (const search of ['tAMSIN_', 'QUILL.', 'anou', 'zwanen']) {
      const page = await list({ search });
      expect(
        page.items.map((u) => u.id),
        search,
      ).toEqual([user.id]);
      expect(page.total).toEqual({ count: 1, exact: true });
    }
    // A prefix, not a substring; and % or _ in the box match themselves, not everything.
    for (const search of ['nouk', 'wanenburg', '%', '_', 'quill%']) {
      expect((await list({ search })).items, search).toEqual([]);
    }
  });

  it('counts everyone when nothing is searched, and says the last page has no next cursor', async () => {
    const everyone = await idsIn();
    const first = await list({});
    expect(first.total).toEqual({ count: everyone.length, exact: true });
    expect(first.items).toHaveLength(pageSizes.default);
    expect((await list({ search: 'pagefam_2999' })).nextCursor).toBeNull();
  });

  it('refuses a cursor it did not give with a 400, and an oversized page', async () => {
    for (const cursor of [encodeCursor(['2026-01-01T12:00:00.000Z', 'x']), encodeCursor([1, 2]), 'bm90LWpzb24']) {
      await expect(list({ cursor })).rejects.toMatchObject({ status: 400 });
    }
    await expect(list({ limit: pageSizes.max + 1 })).rejects.toMatchObject({ status: 400 });
  });
});

describe('names by id and people by prefix', () => {
  it('names any users of a page at once, whatever their place in the list, leaving unknown ids out', async () => {
    const oldest = (
      (await h.deps.db.execute(sql`select id, username, email from users order by created_at limit 3`)).rows as {
        id: string;
        username: string;
        email: string;
      }[]
    ).sort((a, b) => a.id.localeCompare(b.id));
    const unknown = '7d7bd4a4-5b83-4f3b-9d53-0bb0bd0b7e55';
    const { users } = await sendCommand(h.deps.nc, h.deps.subjects, 'accounts.users.names', {
      userIds: [...oldest.map((u) => u.id), unknown, oldest[0]!.id],
    });
    expect(users.sort((a, b) => a.id.localeCompare(b.id))).toEqual(oldest);
    expect((await sendCommand(h.deps.nc, h.deps.subjects, 'accounts.users.names', { userIds: [] })).users).toEqual([]);
    await expect(
      sendCommand(h.deps.nc, h.deps.subjects, 'accounts.users.names', { userIds: Array.from({ length: 101 }, () => unknown) }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('finds people by username or e-mail prefix in username order, bounded, saying when more match', async () => {
    const find = (search: string, limit: number) => sendCommand(h.deps.nc, h.deps.subjects, 'accounts.users.find', { search, limit });
    const few = await find('PageFam_300', 20);
    expect(few.users.map((u) => u.username)).toEqual(['pagefam_300', 'pagefam_3000']);
    expect(few.more).toBe(false);
    expect((await find('pagefam_1000@families', 5)).users).toEqual([
      expect.objectContaining({ username: 'pagefam_1000', email: 'pagefam_1000@families.example' }),
    ]);
    const bounded = await find('pagefam_', 10);
    expect(bounded.users).toHaveLength(10);
    expect(bounded.more).toBe(true);
    expect((await find('Maya', 10)).users).toEqual([]);
  });
});
