import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject, describe, expect, it } from 'vitest';
import { connectNats, sendCommand, subjectsFor } from '@inkspell/service-kit';
import { waitFor } from '@inkspell/service-kit/testing';
import { inkGrants, inkPacks, storyInkCost } from '@inkspell/contracts';
import { adminSession, balanceOf, byStatus, call, newUser, settledStory } from './client';
import { ledgerCheck } from './ledger-check';
import { record } from './summary';
import { storyRequest } from '../support/story-request';

/** The ink service's default hold sweep (HOLD_SWEEP_SECONDS): the suite's platform keeps it. */
const hostSweepSeconds = 30;

interface Row {
  type: string;
  amount: number;
}

interface Hold {
  state: 'held' | 'captured' | 'released';
  amount: number;
}

/** The user's story holds, read in the ink service's database: the history lists a hold, not its capture. */
async function storyHoldsOf(userId: string): Promise<Hold[]> {
  const client = new pg.Client({ connectionString: inject('databaseUrls').ink });
  await client.connect();
  try {
    return (await client.query<Hold>("select state, amount from holds where user_id = $1 and idempotency_key like 'story:%'", [userId]))
      .rows;
  } finally {
    await client.end();
  }
}

/** Holds counted by state, e.g. { captured: 5 }. */
function byState(holds: Hold[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const h of holds) counts[h.state] = (counts[h.state] ?? 0) + 1;
  return counts;
}

/** Every ledger row of the signed-in user, as the ink history lists them. */
async function transactionsOf(cookie: string): Promise<Row[]> {
  return (await call('/api/ink-transactions', { cookie })).body as Row[];
}

describe('concurrency: racing requests have exactly the expected effects', () => {
  it('200 concurrent 1-ink holds by one user with 5 ink: exactly 5 succeed and the balance ends at 0', async () => {
    const user = await newUser('spender');
    await waitFor(async () => (await balanceOf(user.cookie)) === inkGrants.welcome, { what: 'welcome ink', timeoutMs: 20_000 });
    const nc = await connectNats(inject('natsUrl'), 'reliability-spends');
    const subjects = subjectsFor(inject('natsPrefix'));
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) =>
          sendCommand(
            nc,
            subjects,
            'ink.hold.create',
            { idempotencyKey: `spend-${randomUUID()}-${i}`, userId: user.id, amount: 1, description: 'race', ttlSeconds: 600 },
            { timeoutMs: 30_000 },
          ),
        ),
      );
      const held = outcomes.filter((o) => o.status === 'fulfilled').length;
      const balance = await balanceOf(user.cookie);
      record({
        scenario: '200 concurrent spends (ink.hold.create)',
        requests: 200,
        faults: 0,
        expected: 'holds 5, balance 0',
        observed: `holds ${held}, balance ${balance}`,
      });
      expect(held).toBe(inkGrants.welcome);
      expect(balance).toBe(0);
    } finally {
      await nc.drain();
    }
  });

  it('200 concurrent story creations by one family with 5 ink: exactly what the ink pays for is accepted, written and charged once', async () => {
    const user = await newUser('creator');
    await waitFor(async () => (await balanceOf(user.cookie)) === inkGrants.welcome, { what: 'welcome ink', timeoutMs: 20_000 });
    const form = storyRequest();
    const cost = storyInkCost(form.length, form.includeAudio);
    const affordable = Math.floor(inkGrants.welcome / cost);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => call('/api/stories/generate', { cookie: user.cookie, body: form })),
    );
    const statuses = byStatus(answers);
    // Accepted means a job: each 202 story is written by the queue, and only then is its ink captured.
    const accepted = answers.filter((a) => a.status === 202).map((a) => (a.body as { id: string }).id);
    const settled = await Promise.all(accepted.map((id) => settledStory(user.cookie, id)));
    const ready = settled.filter((story) => story.status === 'ready').length;
    // The capture is the ink service's answer to inkspell.story.generated: it lands a moment after the story is ready.
    const holds = await waitFor(
      async () => {
        const rows = await storyHoldsOf(user.id);
        return rows.every((hold) => hold.state !== 'held') ? rows : undefined;
      },
      { what: 'every story hold settled', timeoutMs: 30_000, intervalMs: 250 },
    );
    const usage = (await transactionsOf(user.cookie)).filter((row) => row.type === 'usage');
    const stories = ((await call('/api/stories', { cookie: user.cookie })).body as unknown[]).length;
    const balance = await balanceOf(user.cookie);
    const check = await ledgerCheck(inject('databaseUrls').ink!, hostSweepSeconds);
    record({
      scenario: '200 concurrent story creations (POST /api/stories/generate, then the jobs)',
      requests: 200,
      faults: 0,
      expected: `${affordable} × 202, ${200 - affordable} × 402, ${affordable} ready stories, holds and captures, balance ${inkGrants.welcome - affordable * cost}, ledger:check ok`,
      observed: `${JSON.stringify(statuses)}, ${ready} ready of ${stories} stories, holds ${JSON.stringify(byState(holds))}, balance ${balance}, ledger:check exit ${check.code}`,
    });
    expect(statuses).toEqual({ 202: affordable, 402: 200 - affordable });
    expect(settled.map((story) => [story.status, story.failureReason])).toEqual(accepted.map(() => ['ready', null]));
    expect([stories, usage.length, balance]).toEqual([affordable, affordable, inkGrants.welcome - affordable * cost]);
    expect(usage.map((row) => row.amount)).toEqual(accepted.map(() => -cost));
    expect(byState(holds)).toEqual({ captured: affordable });
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(check.code, check.output).toBe(0);
  });

  it('50 concurrent confirmations of one payment credit the pack once', async () => {
    const user = await newUser('buyer');
    await waitFor(async () => (await balanceOf(user.cookie)) === inkGrants.welcome, { what: 'welcome ink', timeoutMs: 20_000 });
    const intent = await call('/api/ink/create-payment-intent', { cookie: user.cookie, body: { packageId: 'starter' } });
    expect(intent.status).toBe(200);
    const { paymentIntentId } = intent.body as { paymentIntentId: string };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('/api/ink/confirm-payment', { cookie: user.cookie, body: { paymentIntentId } })),
    );
    const credits = inkPacks[0].credits;
    const purchases = (await transactionsOf(user.cookie)).filter((row) => row.type === 'purchase');
    const balance = await balanceOf(user.cookie);
    record({
      scenario: '50 concurrent confirmations of one payment',
      requests: 50,
      faults: 0,
      expected: `1 purchase row, balance ${inkGrants.welcome + credits}`,
      observed: `${purchases.length} purchase row(s), balance ${balance}, statuses ${JSON.stringify(byStatus(answers))}`,
    });
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(purchases).toEqual([expect.objectContaining({ amount: credits })]);
    expect(balance).toBe(inkGrants.welcome + credits);
  });

  it('20 concurrent approvals of one refund: one approval, the ink credited once', async () => {
    const user = await newUser('refundee');
    await waitFor(async () => (await balanceOf(user.cookie)) === inkGrants.welcome, { what: 'welcome ink', timeoutMs: 20_000 });
    const request = await call('/api/refund-requests', {
      cookie: user.cookie,
      body: { itemType: 'other', itemId: null, itemTitle: null, inkAmount: 2, reason: 'other', description: 'race test' },
    });
    expect(request.status).toBe(201);
    const { id } = request.body as { id: string };
    const admin = await adminSession();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(`/api/admin/refund-requests/${id}`, { method: 'PATCH', cookie: admin, body: { status: 'approved' } }),
      ),
    );
    const approved = answers.filter((a) => a.status === 200).length;
    await waitFor(async () => (await balanceOf(user.cookie)) === inkGrants.welcome + 2, { what: 'refund credited', timeoutMs: 20_000 });
    // Once the credit landed, the other 19 refusals must not have produced a second one.
    const credits = (await transactionsOf(user.cookie)).filter((row) => row.amount === 2);
    const balance = await balanceOf(user.cookie);
    record({
      scenario: '20 concurrent approvals of one refund',
      requests: 20,
      faults: 0,
      expected: `1 approval, 1 credit row, balance ${inkGrants.welcome + 2}`,
      observed: `${approved} approval(s), ${credits.length} credit row(s), balance ${balance}, statuses ${JSON.stringify(byStatus(answers))}`,
    });
    expect(approved).toBe(1);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(credits).toHaveLength(1);
    expect(balance).toBe(inkGrants.welcome + 2);
  });
});
