import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { batchingRunner } from '../../src/db/hold-desk';
import { settleMovement } from '../../src/domain/holds';
import { buildMovement, idempotencyKeys, walletOf } from '../../src/domain/ledger';
import { welcomeMovement } from '../../src/domain/wallet';
import { newUserId, startInk, type InkHarness } from '../support/ink-harness';

let h: InkHarness;
beforeAll(async () => {
  h = await startInk();
});
afterAll(async () => {
  await h?.close();
});

/** The movement the ledger holds under an idempotency key, with its entries, as the domain's Movement spells it. */
async function postedUnder(idempotencyKey: string) {
  const { rows } = await h.deps.db.execute<{
    id: string;
    kind: string;
    user_id: string;
    amount: number;
    type: string | null;
    description: string;
    reference: string | null;
  }>(
    sql`select id, kind, user_id, amount, type, description, reference from ledger_transactions where idempotency_key = ${idempotencyKey}`,
  );
  const row = rows[0]!;
  const entries = await h.deps.db.execute<{ account_id: string; amount: number }>(
    sql`select account_id, amount from ledger_entries where transaction_id = ${row.id} order by amount`,
  );
  return {
    kind: row.kind,
    userId: row.user_id,
    amount: row.amount,
    type: row.type,
    description: row.description,
    reference: row.reference,
    idempotencyKey,
    entries: entries.rows.map((e) => ({ accountId: e.account_id, amount: e.amount })),
  };
}

const holdFor = (userId: string, amount: number, description: string) =>
  h.send('ink.hold.create', { idempotencyKey: randomUUID(), userId, amount, description });

/** The ledger holds, for a settled hold, exactly the movement domain/holds.ts settleMovement builds for it. */
async function expectSettledAsDomainBuilds(
  hold: Parameters<typeof settleMovement>[0],
  target: Parameters<typeof settleMovement>[1],
  note: string,
) {
  const { walletDelta: _walletDelta, ...movement } = settleMovement(hold, target, note);
  expect(await postedUnder(movement.idempotencyKey)).toEqual({
    ...movement,
    entries: [...movement.entries].sort((a, b) => a.amount - b.amount),
  });
}

describe('holds posted by the hold statements (0005_hold_statements.sql)', () => {
  it.each([
    ['captured', 'Story: The Moon Map'],
    ['captured', ''],
    ['released', 'generation failed'],
  ] as const)('a hold %s (note %j) posts the movement the domain builds for it', async (target, note) => {
    const userId = newUserId();
    const description = 'Story for the lantern fox';
    const { holdId } = await holdFor(userId, 2, description);
    if (target === 'captured') await h.send('ink.hold.capture', { holdId, description: note });
    else await h.send('ink.hold.release', { holdId, reason: note });

    await expectSettledAsDomainBuilds({ id: holdId, userId, amount: 2, description }, target, note);
  });

  it("refuses a new user's first hold beyond the welcome ink with 402 and opens no wallet", async () => {
    const userId = newUserId();
    await expect(holdFor(userId, 6, 'Story too dear')).rejects.toMatchObject({
      status: 402,
      body: { code: 'not_enough_ink', needed: 6, balance: 5 },
    });
    const { rows } = await h.deps.db.execute(sql`select 1 from ledger_accounts where id = ${walletOf(userId)}`);
    expect(rows).toEqual([]);
    const { rows: movements } = await h.deps.db.execute(sql`select 1 from ledger_transactions where user_id = ${userId}`);
    expect(movements).toEqual([]);
  });

  it('answers every item of a batch in its place, and an item that fails the statement fails alone', async () => {
    const userId = newUserId();
    const { holdId } = await holdFor(userId, 1, 'Story in a batch');
    const run = batchingRunner(h.deps.db, { maxBatch: 10, inFlight: 1 });
    const settle = (id: string, target: string) =>
      run({ op: 'settle', holdId: id, userId: null, target, note: 'n', at: new Date().toISOString(), transactionId: randomUUID() });
    // The first runs alone; the next three wait for it and go together, one of them with a hold id that is no uuid.
    const results = await Promise.allSettled([
      settle(randomUUID(), 'captured'),
      settle(holdId, 'released'),
      settle('not-a-uuid', 'released'),
      settle(holdId, 'captured'),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([
      { state: null },
      expect.objectContaining({ state: 'held', kind: 'release' }),
      'failed',
      expect.objectContaining({ state: 'released' }),
    ]);
    expect(await h.balanceOf(userId)).toBe(5);
  });

  it.each([
    ['distinct held holds (one statement per table)', false],
    ['the same hold twice (one by one, in order)', true],
  ] as const)('a batch of settlements of %s posts what the domain builds, in order', async (_case, twice) => {
    const userId = newUserId();
    const held = async (amount: number, description: string) => ({
      id: (await holdFor(userId, amount, description)).holdId,
      userId,
      amount,
      description,
    });
    const owl = await held(1, 'Story of the owl');
    const kite = await held(2, 'Story of the kite');
    const boat = await held(1, 'Story of the boat');
    const run = batchingRunner(h.deps.db, { maxBatch: 10, inFlight: 1 });
    const settle = (holdId: string, target: 'captured' | 'released', note: string) =>
      run({ op: 'settle', holdId, userId, target, note, at: new Date().toISOString(), transactionId: randomUUID() });
    const plan = [
      [owl, 'released', 'the fox ran off'],
      [kite, 'captured', 'Story: The Kite'],
      [twice ? owl : boat, twice ? 'captured' : 'released', ''],
    ] as const;
    // The first runs alone (a hold nobody has); the three after it wait for it and go together.
    const answers = await Promise.all([
      settle(randomUUID(), 'captured', 'n'),
      ...plan.map(([hold, target, note]) => settle(hold.id, target, note)),
    ]);

    expect(answers).toEqual([
      { state: null },
      { state: 'held', userId, kind: 'release', type: 'usage', amount: 1, balance: 2 },
      { state: 'held', userId, kind: 'capture', type: null, amount: 2, balance: null },
      twice ? { state: 'released', userId } : { state: 'held', userId, kind: 'release', type: 'usage', amount: 1, balance: 3 },
    ]);
    for (const [hold, target, note] of twice ? plan.slice(0, 2) : plan) await expectSettledAsDomainBuilds(hold, target, note);
    expect(await h.balanceOf(userId)).toBe(twice ? 2 : 3);
    expect((await h.audit()).ok).toBe(true);
  });

  it.each([
    ['every wallet can pay for all its holds (one statement per table)', 4, [3, 2, 1]],
    ['a wallet cannot pay for all its holds (one by one, in order)', 2, [1, 0, 'insufficient']],
  ] as const)('a batch of holds where %s answers each with its wallet after it', async (_case, funds, expected) => {
    const [first, second] = [newUserId(), newUserId()];
    for (const userId of [first, second]) await h.send('ink.balance.get', { userId });
    if (funds < 5) await holdFor(first, 5 - funds, 'Story to bring the wallet down');
    const run = batchingRunner(h.deps.db, { maxBatch: 10, inFlight: 1 });
    const create = (userId: string) => {
      const holdId = randomUUID();
      const callerKey = randomUUID();
      const movement = buildMovement({
        kind: 'hold',
        userId,
        amount: 1,
        description: 'Story in a batch',
        reference: holdId,
        idempotencyKey: idempotencyKeys.hold(callerKey),
      });
      const item = { holdId, callerKey, description: 'Story in a batch', expiresAt: new Date(Date.now() + 60_000).toISOString() };
      return run({
        op: 'create',
        ...item,
        movement: { ...movement, id: randomUUID() },
        welcome: { ...welcomeMovement(userId), id: randomUUID() },
      });
    };
    // The first runs alone; the three after it wait for it and go together.
    const answers = await Promise.all([create(second), create(first), create(first), create(first)]);
    expect(answers[0]).toMatchObject({ status: 'posted', balance: 4 });
    expect(answers.slice(1).map((a) => ('status' in a && a.status === 'posted' ? a.balance : 'status' in a ? a.status : a))).toEqual(
      expected,
    );
    expect(await h.balanceOf(first)).toBe(Math.max(0, funds - 3));
    expect((await h.audit()).ok).toBe(true);
  });
});
