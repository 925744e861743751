import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandReply } from '@inkspell/contracts';
import { encodeCursor, sendCommand } from '@inkspell/service-kit';
import { startTestService } from '@inkspell/service-kit/testing';
import { adminPageQuery, createStoriesRepo } from '../../src/db/stories.repo';
import { exactSearchCountLimit } from '../../src/domain/admin-paging';
import { storiesService } from '../../src/service';

/**
 * The console's story pages on PostgreSQL (issue #24, ADR 0035): the stories service as main.ts starts it, on its
 * own database, answering stories.admin.list; rows are written in bulk with generate_series.
 */
const start = (dataDir: string) =>
  startTestService({
    ...storiesService,
    env: () => ({ ASSETS_DIR: path.join(dataDir, 'assets'), MAIL_OUTBOX_DIR: path.join(dataDir, 'mail') }),
  });
let service: Awaited<ReturnType<typeof start>>;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'inkspell-admin-pages-'));
  service = await start(dataDir);
}, 60_000);
afterAll(async () => {
  await service?.close();
  await rm(dataDir, { recursive: true, force: true });
});

type AdminPage = CommandReply<'stories.admin.list'>;
const list = (request: { cursor?: string; limit?: number; search?: string }): Promise<AdminPage> =>
  sendCommand(service.deps.nc, service.deps.subjects, 'stories.admin.list', request);

const heroes = ['Maya', 'Quill', 'Otto', 'Zuzu', 'Bramble'];

/**
 * `count` owned stories (plus one unowned preview per 50): ten share each creation time, so the id alone orders
 * them, the newest `secondsAgo` seconds ago. Hero, title and prompt words cycle so a search finds a known share.
 */
async function addStories(count: number, secondsAgo = 0) {
  await service.deps.db.execute(sql`
    insert into stories (id, user_id, username, title, content, preview, category, character_name, prompt, age_group, length, read_time, metadata, is_preview, created_at)
    select gen_random_uuid(), case when i % 50 = 0 then null else gen_random_uuid() end, 'family' || (i % 7),
      'Story ' || i || case when i % 100 = 1 then ' of the Lantern Sea' else '' end, 'Once upon a time.', 'Once', 'adventure',
      (string_to_array(${heroes.join(',')}, ','))[1 + i % 5], case when i % 3 = 0 then 'a kite that sings' else 'a quiet river' end,
      '4-6', 'short', 3, '{"wordCount": 4}'::jsonb, i % 50 = 0,
      now() - make_interval(secs => ${secondsAgo} + (i / 10))
    from generate_series(1, ${count}) as i`);
}

async function ownedIds(where = sql`true`): Promise<string[]> {
  const result = await service.deps.db.execute<{ id: string }>(sql`select id from stories where user_id is not null and ${where}`);
  return result.rows.map((row) => row.id);
}

/** Reads every page, writing `between` new stories after each one; the ids in the order the pages gave them. */
async function walk(request: { limit: number; search?: string }, between: () => Promise<void> = () => Promise.resolve()) {
  const seen: string[] = [];
  let page = await list(request);
  const totals = [page.total];
  for (;;) {
    seen.push(...page.items.map((story) => story.id));
    if (!page.nextCursor) return { seen, totals };
    await between();
    page = await list({ ...request, cursor: page.nextCursor });
    totals.push(page.total);
  }
}

describe('the console’s story pages', () => {
  beforeAll(async () => {
    await addStories(3000, 3600);
  });

  it('walking every page gives every owned story once, newest first, while new stories are written between pages', async () => {
    const before = await ownedIds();
    const { seen, totals } = await walk({ limit: 100 }, () => addStories(3));
    expect(seen).toHaveLength(before.length);
    expect(new Set(seen)).toEqual(new Set(before));
    // Newest first: each page continues where the last one ended, ties broken by id.
    const order = await service.deps.db.execute<{ id: string }>(
      sql`select id from stories where id = any(string_to_array(${seen.join(',')}, ',')::uuid[]) order by created_at desc, id desc`,
    );
    expect(seen).toEqual(order.rows.map((row) => row.id));
    // The first page's total was the count of that moment; stories written since count on the next pages.
    expect(totals[0]).toEqual({ count: before.length, exact: true });
    const [{ n }] = (await service.deps.db.execute<{ n: number }>(sql`select count(*)::int as n from stories where user_id is not null`))
      .rows as [{ n: number }];
    expect(totals.at(-1)).toEqual({ count: n, exact: true });
  });

  it('a search finds stories by a title word, the hero’s name and a prompt word, and by the start of a word', async () => {
    for (const [search, where] of [
      ['lantern', sql`title like '%Lantern%'`],
      ['  QUILL ', sql`character_name = 'Quill'`],
      ['kite', sql`prompt like '%kite%'`],
      ['sing', sql`prompt like '%sings%'`],
      ['quill kite', sql`character_name = 'Quill' and prompt like '%kite%'`],
      ['family3', sql`username = 'family3'`],
    ] as const) {
      const expected = await ownedIds(where);
      expect(expected.length).toBeGreaterThan(0);
      const { seen, totals } = await walk({ limit: 100, search });
      expect(new Set(seen), search).toEqual(new Set(expected));
      expect(seen).toHaveLength(expected.length);
      // Counted up to the limit; a broader search says its total is an estimate, never below what was counted.
      const total = totals[0]!;
      if (expected.length <= exactSearchCountLimit) expect(total, search).toEqual({ count: expected.length, exact: true });
      else {
        expect(total.exact, search).toBe(false);
        expect(total.count, search).toBeGreaterThan(exactSearchCountLimit);
      }
    }
  });

  it('a search by the exact words of an odd title finds it, and punctuation alone finds nothing', async () => {
    const title = `Unfinished ${randomUUID()} — Maya's "e-mail" from c:\\tales\\o'brien`;
    const id = randomUUID();
    await service.deps.db.execute(sql`
      insert into stories (id, user_id, title, content, preview, category, character_name, prompt, age_group, length, read_time, metadata)
      values (${id}, ${randomUUID()}, ${title}, 'x', 'x', 'adventure', 'Ada', 'p', '4-6', 'short', 3, '{"wordCount": 1}'::jsonb)`);
    expect((await list({ search: title })).items.map((story) => story.id)).toEqual([id]);
    expect(await list({ search: `' & !( :* \\` })).toEqual({ items: [], nextCursor: null, total: { count: 0, exact: true } });
  });

  it('the total the table keeps follows bulk inserts, deletes and a change of owner, and equals SELECT count(*)', async () => {
    const kept = async () => (await service.deps.db.execute<{ n: number }>(sql`select n::int as n from owned_story_count`)).rows[0]!.n;
    const counted = async () => (await ownedIds()).length;
    await addStories(120);
    expect(await kept()).toBe(await counted());
    const [first, second] = await ownedIds();
    await service.deps.db.execute(sql`update stories set user_id = null where id = ${first}`);
    await service.deps.db.execute(sql`update stories set title = 'Renamed' where id = ${second}`);
    expect(await kept()).toBe(await counted());
    await service.deps.db.execute(sql`delete from stories where id in (select id from stories where user_id is not null limit 7)`);
    expect(await kept()).toBe(await counted());
    expect((await list({})).total).toEqual({ count: await counted(), exact: true });
  });

  it('a cursor the list did not give is refused with 400 and the spec’s error body', async () => {
    const first = await list({ limit: 2 });
    for (const cursor of [
      'not-a-cursor',
      encodeCursor(['2026-01-01T00:00:00.000Z', first.items[0]!.id]),
      encodeCursor([first.items[0]!.createdAt, 'x; drop table stories']),
      encodeCursor([1, 2]),
    ]) {
      await expect(list({ cursor }), cursor).rejects.toMatchObject({
        status: 400,
        body: { message: 'The cursor is not one this list gave', isValidationError: true },
      });
    }
  });
});

/** The lines of a query's plan as PostgreSQL chose it for these rows. */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const client = await service.infra.pool.connect();
  try {
    const result = await client.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    client.release();
  }
}

describe('the console’s story pages on a large table', () => {
  beforeAll(async () => {
    await addStories(100_000, 7200);
    await service.deps.db.execute(sql`analyze stories`);
  }, 120_000);

  it('the first page, a later page and searches read indexes, never the whole table; a counted search its GIN index', async () => {
    const repo = createStoriesRepo(service.deps.db);
    const query = (await repo.fullTextQuery('lantern'))!;
    const later = (await list({ limit: 100 })).nextCursor!;
    const plans = {
      first: await planOf(adminPageQuery(service.deps.db, { limit: 51 })),
      later: await planOf(adminPageQuery(service.deps.db, { limit: 51, after: JSON.parse(Buffer.from(later, 'base64url').toString()) })),
      search: await planOf(adminPageQuery(service.deps.db, { limit: 51, query, fewMatches: true })),
      rareSearch: await planOf(
        adminPageQuery(service.deps.db, { limit: 51, query: (await repo.fullTextQuery('story 1234'))!, fewMatches: true }),
      ),
      broadSearch: await planOf(adminPageQuery(service.deps.db, { limit: 51, query: (await repo.fullTextQuery('a'))! })),
    };
    for (const [name, plan] of Object.entries(plans)) {
      console.info(`${name}:\n${plan}`);
      expect(plan, name).not.toMatch(/Seq Scan/);
      expect(plan, name).toMatch(/Index Scan|Bitmap Index Scan/);
    }
    expect(plans.first).toMatch(/stories_admin_newest_idx/);
    expect(plans.search).toMatch(/stories_admin_search_idx/);
    expect(plans.rareSearch).toMatch(/stories_admin_search_idx/);
  });

  it('a broad search says its total is an estimate; a narrow one counts it', async () => {
    const broad = await list({ search: 'story' });
    expect(broad.total.exact).toBe(false);
    expect(broad.total.count).toBeGreaterThan(exactSearchCountLimit);
    // "1234" starts the numbers of Story 1234, 12340…12349 and 123400…: about a hundred titles.
    const narrow = await list({ search: 'story 1234' });
    expect(narrow.total).toEqual({ count: (await ownedIds(sql`title like 'Story 1234%'`)).length, exact: true });
  });
});
