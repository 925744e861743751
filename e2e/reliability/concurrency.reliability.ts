import { randomUUID } from 'node:crypto';
import { inject, describe, expect, it } from 'vitest';
import { connectNats, sendCommand, subjectsFor } from '@inkspell/service-kit';
import { waitFor } from '@inkspell/service-kit/testing';
import { inkGrants, inkPacks, storyInkCost } from '@inkspell/contracts';
import { adminSession, balanceOf, byStatus, call, newUser } from './client';
import { record } from './summary';
import { storyRequest } from '../support/story-request';

interface Row {
  type: string;
  amount: number;
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

  it('200 concurrent story creations by one family through the gateway: as many as 5 ink pays for, the rest 402, and one story per spend', async () => {
    const user = await newUser('creator');
    await waitFor(async () => (await balanceOf(user.cookie)) === inkGrants.welcome, { what: 'welcome ink', timeoutMs: 20_000 });
    const form = storyRequest();
    const cost = storyInkCost(form.length, form.includeAudio);
    const affordable = Math.floor(inkGrants.welcome / cost);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => call('/api/stories/generate', { cookie: user.cookie, body: form })),
    );
    const statuses = byStatus(answers);
    const stories = ((await call('/api/stories', { cookie: user.cookie })).body as unknown[]).length;
    const usage = (await transactionsOf(user.cookie)).filter((row) => row.type === 'usage');
    const balance = await balanceOf(user.cookie);
    record({
      scenario: '200 concurrent story creations (POST /api/stories/generate)',
      requests: 200,
      faults: 0,
      expected: `${affordable} × 201, ${200 - affordable} × 402, ${affordable} stories and usage rows, balance ${inkGrants.welcome - affordable * cost}`,
      observed: `${JSON.stringify(statuses)}, ${stories} stories, ${usage.length} usage rows, balance ${balance}`,
    });
    expect(statuses).toEqual({ 201: affordable, 402: 200 - affordable });
    expect([stories, usage.length, balance]).toEqual([affordable, affordable, inkGrants.welcome - affordable * cost]);
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
