import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '@inkspell/service-kit/errors';
import { expireHolds } from '../../src/domain/holds';
import { runLedgerCheckCli } from '../support/ledger-check-cli';
import { newUserId, startInk, type InkHarness } from '../support/ink-harness';

let h: InkHarness;
beforeAll(async () => {
  h = await startInk();
});
afterAll(async () => {
  await h?.close();
});

const hold = (userId: string, key: string, amount: number, extra: { ttlSeconds?: number; description?: string } = {}) =>
  h.send('ink.hold.create', {
    idempotencyKey: key,
    userId,
    amount,
    description: extra.description ?? `Story for ${key}`,
    ttlSeconds: extra.ttlSeconds,
  });

/** A user whose wallet holds exactly `balance` (5 welcome ink plus the rest). */
async function userWith(balance: number): Promise<string> {
  const userId = newUserId();
  if (balance > 5) await h.fund(userId, balance - 5);
  else await h.send('ink.balance.get', { userId });
  expect(await h.balanceOf(userId)).toBe(balance);
  return userId;
}

async function expectLedgerSound() {
  const report = await h.audit();
  expect(report.checks.filter((c) => c.breachCount > 0)).toEqual([]);
  expect(report.ok).toBe(true);
}

describe('holds through NATS', () => {
  it.each([
    [1, 10],
    [3, 3],
  ])(
    '200 concurrent holds of %i against a balance of 10: exactly %i succeed, the rest get 402 with needed and balance',
    async (amount, affordable) => {
      const userId = await userWith(10);
      const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => hold(userId, `race-${userId}-${i}`, amount)));

      const held = results.filter((r) => r.status === 'fulfilled');
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as HttpError] : []));
      expect(held).toHaveLength(affordable);
      expect(refused).toHaveLength(200 - affordable);
      for (const err of refused) {
        expect(err).toBeInstanceOf(HttpError);
        expect(err.status).toBe(402);
        expect(err.body).toMatchObject({
          code: 'not_enough_ink',
          needed: amount,
          message: `Not Enough Ink: You need ${amount} ink to create this story. Please refill your magic ink!`,
        });
        expect(err.body.balance).toBeLessThan(amount);
      }
      const leftover = 10 - affordable * amount;
      expect(await h.balanceOf(userId)).toBe(leftover);
      expect(await h.send('ink.balance.get', { userId })).toEqual({ balance: leftover });
      await expectLedgerSound();
      expect(await runLedgerCheckCli(h.databaseUrl)).toMatchObject({ code: 0 });
    },
  );

  it('captures and releases the holds that won, and the ledger still balances', async () => {
    const userId = await userWith(10);
    const holds = await Promise.all(Array.from({ length: 4 }, (_, i) => hold(userId, `settle-${userId}-${i}`, 2)));
    expect(await h.balanceOf(userId)).toBe(2);
    await Promise.all([
      h.send('ink.hold.capture', { holdId: holds[0]!.holdId, description: 'Story: The Moon Map' }),
      h.send('ink.hold.capture', { holdId: holds[1]!.holdId, description: 'Story: The Sea Door' }),
      h.send('ink.hold.release', { holdId: holds[2]!.holdId, reason: 'generation failed' }),
      h.send('ink.hold.release', { holdId: holds[3]!.holdId, reason: 'generation failed' }),
    ]);
    expect(await h.balanceOf(userId)).toBe(6);
    await expectLedgerSound();
    const cli = await runLedgerCheckCli(h.databaseUrl);
    expect(cli.code).toBe(0);
    expect(cli.stdout).toMatch(/ok\s+transactions balanced .*: \d+ checked, 0 breaches/);
    expect(cli.stdout).toMatch(/ok\s+holds captured, released, or live .*: \d+ checked, 0 breaches/);
    expect(cli.stdout).toContain('ledger check passed');
  });

  it('answers a retried hold with the first hold, and refuses the same key for another amount', async () => {
    const userId = await userWith(10);
    const key = `retry-${userId}`;
    const copies = await Promise.all(Array.from({ length: 20 }, () => hold(userId, key, 4)));
    expect(new Set(copies.map((c) => c.holdId)).size).toBe(1);
    expect(await h.balanceOf(userId)).toBe(6);

    const err = await hold(userId, key, 5).catch((e: HttpError) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(409);
    expect((err as HttpError).body.code).toBe('idempotency_conflict');
    expect(await h.balanceOf(userId)).toBe(6);
  });

  it('settles a hold once: a second capture is fine, a release after it is refused, an unknown hold is 404', async () => {
    const userId = await userWith(5);
    const { holdId } = await hold(userId, `once-${userId}`, 3);
    await h.send('ink.hold.capture', { holdId, description: 'Story: Owl Night' });
    expect(await h.send('ink.hold.capture', { holdId, description: 'Story: Owl Night' })).toEqual({ holdId, state: 'captured' });
    await expect(h.send('ink.hold.release', { holdId, reason: 'late failure' })).rejects.toMatchObject({
      status: 409,
      body: { code: 'hold_not_active' },
    });
    await expect(h.send('ink.hold.capture', { holdId: newUserId(), description: 'x' })).rejects.toMatchObject({ status: 404 });
    expect(await h.balanceOf(userId)).toBe(2);

    const second = await hold(userId, `once-b-${userId}`, 2);
    await Promise.all([1, 2, 3].map(() => h.send('ink.hold.release', { holdId: second.holdId, reason: 'failed' })));
    await expect(h.send('ink.hold.capture', { holdId: second.holdId, description: 'x' })).rejects.toMatchObject({ status: 409 });
    expect(await h.balanceOf(userId)).toBe(2);
    await expectLedgerSound();
  });

  it('shows a hold as usage and a release as ink returned, newest first; a capture adds no row', async () => {
    const userId = await userWith(5);
    const first = await hold(userId, `history-a-${userId}`, 3, { description: 'Story: The Lantern Fox' });
    await h.send('ink.hold.capture', { holdId: first.holdId, description: 'Story: The Lantern Fox' });
    const second = await hold(userId, `history-b-${userId}`, 2, { description: 'Story: Cloud Whales' });
    await h.send('ink.hold.release', { holdId: second.holdId, reason: 'generation failed' });

    const { body } = await h.as(userId).get('/api/ink-transactions');
    expect(body.map((t: { type: string; amount: number; description: string }) => [t.type, t.amount, t.description])).toEqual([
      ['usage', 2, 'Returned: Story: Cloud Whales'],
      ['usage', -2, 'Story: Cloud Whales'],
      ['usage', -3, 'Story: The Lantern Fox'],
      ['welcome', 5, 'Welcome gift: ink for your first stories'],
    ]);
    expect(body.reduce((sum: number, t: { amount: number }) => sum + t.amount, 0)).toBe(await h.balanceOf(userId));
  });

  it('releases expired holds in the sweep, and the check flags a live hold left past expiry', async () => {
    const userId = await userWith(5);
    await hold(userId, `expiry-${userId}`, 4, { ttlSeconds: 60 });
    expect(await h.balanceOf(userId)).toBe(1);

    h.advanceClock((60 + h.env.HOLD_SWEEP_SECONDS + 10) * 1000);
    try {
      const overdue = await h.audit();
      expect(overdue.ok).toBe(false);
      expect(overdue.checks.find((c) => c.name.startsWith('holds captured, released, or live'))?.breachCount).toBeGreaterThanOrEqual(1);

      expect(await expireHolds(h.deps.ports.ledger)).toBeGreaterThanOrEqual(1);
      expect(await h.balanceOf(userId)).toBe(5);
      expect(await expireHolds(h.deps.ports.ledger)).toBe(0);
      await expectLedgerSound();
    } finally {
      h.advanceClock(-(60 + h.env.HOLD_SWEEP_SECONDS + 10) * 1000);
    }
  });
});
