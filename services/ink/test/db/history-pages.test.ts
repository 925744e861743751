import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '@inkspell/service-kit';
import { nextCursorOf } from '@inkspell/contracts';
import { historyPageQuery } from '../../src/db/ledger.repo';
import { startInk, type InkHarness } from '../support/ink-harness';

/** A family's ink history a page at a time (issue #24, ADR 0035), on PostgreSQL, with movements written in bulk. */
let h: InkHarness;
beforeAll(async () => {
  h = await startInk({ withAccountsPeer: false });
}, 60_000);
afterAll(async () => {
  await h?.close();
});

/**
 * `count` balanced referral movements of 1 ink into the user's wallet, ten per instant (the ledger's seq orders
 * them), the newest `secondsAgo` seconds ago: transactions, both entries and the wallet's balance in one statement.
 */
async function addMovements(userId: string, count: number, secondsAgo = 0) {
  const batch = randomUUID();
  await h.deps.db.execute(sql`
    with moved as (
      insert into ledger_transactions (id, idempotency_key, kind, user_id, amount, type, description, created_at)
      select gen_random_uuid(), 'bulk:' || ${batch} || ':' || i, 'referral', ${userId}, 1, 'referral', 'Bulk ' || i,
        now() - make_interval(secs => ${secondsAgo} + (i / 10))
      from generate_series(1, ${count}) as i
      returning id, amount
    ), entries as (
      insert into ledger_entries (transaction_id, account_id, amount)
      select id, ${`wallet:${userId}`}, amount from moved
      union all select id, 'system:referrals', -amount from moved
    )
    update ledger_accounts set balance = balance + (select sum(amount) from moved) where id = ${`wallet:${userId}`}`);
}

async function historyIds(userId: string): Promise<string[]> {
  const rows = await h.deps.db.execute<{ id: string }>(
    sql`select id from ledger_transactions where user_id = ${userId} and type is not null order by created_at desc, seq desc`,
  );
  return rows.rows.map((row) => row.id);
}

const path = (cursor: string | null) => `/api/ink-transactions?limit=100${cursor ? `&cursor=${cursor}` : ''}`;

describe('a family’s ink history, a page at a time', () => {
  it('walking every page gives every movement once, newest first, while new ones are written between pages', async () => {
    const userId = randomUUID();
    const neighbour = randomUUID();
    await h.as(userId).get('/api/ink/balance'); // opens the wallet with its welcome ink
    await h.as(neighbour).get('/api/ink/balance');
    await addMovements(userId, 2500, 600);
    await addMovements(neighbour, 300, 600);
    const before = await historyIds(userId);

    const seen: string[] = [];
    let cursor: string | null = null;
    const totals: string[] = [];
    do {
      const page = await h.as(userId).get(path(cursor));
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      seen.push(...(page.body as { id: string }[]).map((row) => row.id));
      totals.push(`${page.headers.get('x-total-count')} ${page.headers.get('x-total-exact')}`);
      cursor = nextCursorOf(page.headers.get('link'));
      if (cursor) {
        await addMovements(userId, 2);
        await h.fund(userId, 1);
      }
    } while (cursor);

    expect(seen).toEqual(before);
    expect(totals[0]).toBe(`${before.length} true`);
    expect(totals.at(-1)).toBe(`${(await historyIds(userId)).length} true`);
    expect((await h.audit()).ok).toBe(true);
  });

  it('the first page without a query is the newest 50, the answer every reader had before paging', async () => {
    const userId = randomUUID();
    await h.as(userId).get('/api/ink/balance');
    await addMovements(userId, 120, 60);
    const page = await h.as(userId).get('/api/ink-transactions');
    expect(page.body.map((row: { id: string }) => row.id)).toEqual((await historyIds(userId)).slice(0, 50));
    expect(page.body[0]).toEqual({
      id: expect.any(String),
      type: 'welcome',
      description: expect.any(String),
      amount: 5,
      createdAt: expect.any(String),
    });
    expect(page.body[1]).toEqual({
      id: expect.any(String),
      type: 'referral',
      description: expect.stringMatching(/^Bulk \d$/),
      amount: 1,
      createdAt: expect.any(String),
    });
    expect(page.headers.get('link')).toMatch(/^<\/api\/ink-transactions\?cursor=[\w-]+>; rel="next"$/);
  });

  it('a cursor the history did not give is refused with 400 and the spec’s error body', async () => {
    const userId = randomUUID();
    for (const cursor of [
      'not-a-cursor',
      encodeCursor(['2026-01-01T00:00:00.000Z', 5]),
      encodeCursor(['2026-01-01T00:00:00.000000Z', -1]),
    ]) {
      const answer = await h.as(userId).get(path(cursor));
      expect(answer, cursor).toMatchObject({
        status: 400,
        body: { message: 'The cursor is not one this list gave', isValidationError: true },
      });
    }
    expect((await h.as(userId).get('/api/ink-transactions?limit=101')).status).toBe(400);
  });
});

describe('a family’s ink history in a large ledger', () => {
  it('the first page and a later page read the history index, never the whole ledger', async () => {
    const userId = randomUUID();
    await h.as(userId).get('/api/ink/balance');
    await addMovements(userId, 2000, 60);
    for (let family = 0; family < 98; family++) {
      const other = randomUUID();
      await h.as(other).get('/api/ink/balance');
      await addMovements(other, 1000, 60);
    }
    await h.deps.db.execute(sql`analyze`);
    const later = (await h.as(userId).get(path(null))).headers.get('link');
    const after = JSON.parse(Buffer.from(nextCursorOf(later)!, 'base64url').toString()) as [string, number];
    const client = new pg.Client({ connectionString: h.databaseUrl });
    await client.connect();
    try {
      for (const [name, query] of [
        ['first', historyPageQuery(h.deps.db, userId, { limit: 51 })],
        ['later', historyPageQuery(h.deps.db, userId, { limit: 51, after })],
      ] as const) {
        const { sql: text, params } = query.toSQL();
        const plan = (await client.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params)).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
        console.info(`${name}:\n${plan}`);
        expect(plan, name).not.toMatch(/Seq Scan/);
        expect(plan, name).toMatch(/ledger_transactions_history_idx/);
      }
    } finally {
      await client.end();
    }
  }, 120_000);
});
