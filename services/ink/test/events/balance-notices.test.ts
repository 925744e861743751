import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listenNotice } from '@inkspell/service-kit';
import { newUserId, startInk, type InkHarness } from '../support/ink-harness';

// ADR 0036: accounts keeps a user's current-user answer until ink says their wallet moved (or a second passes).
// Every kind of movement must say so; these listen on ink's own connection, so once a flush returns, whatever
// ink published before it answered has been heard.
let h: InkHarness;
const heard: string[] = [];
beforeAll(async () => {
  h = await startInk();
  listenNotice(h.deps, 'ink.balance.changed', ({ userId }) => heard.push(userId));
});
beforeEach(() => {
  heard.length = 0;
});
afterAll(async () => {
  await h?.close();
});

async function noticesFor(userId: string): Promise<number> {
  await h.deps.nc.flush();
  return heard.filter((id) => id === userId).length;
}

describe('ink announces every movement of a wallet', () => {
  it('a purchase: announced once it is credited, not again when the confirmation is repeated', async () => {
    const userId = newUserId();
    const created = await h.as(userId).post('/api/ink/create-payment-intent', { packageId: 'popular' });
    const paymentIntentId = (created.body as { paymentIntentId: string }).paymentIntentId;
    const before = await noticesFor(userId);
    expect((await h.as(userId).post('/api/ink/confirm-payment', { paymentIntentId })).body).toMatchObject({ balance: 20 });
    expect(await noticesFor(userId)).toBe(before + 1);
    await h.as(userId).post('/api/ink/confirm-payment', { paymentIntentId });
    expect(await noticesFor(userId)).toBe(before + 1);
  });

  it('a hold and its release: each announced; a refused hold is not', async () => {
    const userId = newUserId();
    await h.send('ink.balance.get', { userId });
    const before = await noticesFor(userId);
    const { holdId } = await h.send('ink.hold.create', {
      idempotencyKey: randomUUID(),
      userId,
      amount: 2,
      description: 'A story',
      ttlSeconds: 600,
    });
    expect(await noticesFor(userId)).toBe(before + 1);
    await h.send('ink.hold.release', { holdId, reason: 'generation failed' });
    const refused = await h
      .send('ink.hold.create', { idempotencyKey: randomUUID(), userId, amount: 50, description: 'Too dear', ttlSeconds: 600 })
      .catch((err: unknown) => err);
    expect(refused).toMatchObject({ status: 402 });
    expect(await h.balanceOf(userId)).toBe(5);
    expect(await noticesFor(userId)).toBe(before + 2);
  });

  it('a refund credited by its event', async () => {
    const userId = newUserId();
    await h.publish('inkspell.refund.approved', { refundRequestId: randomUUID(), userId, inkAmount: 4, itemTitle: 'The Dragon' });
    await h.caughtUp('ink-refund-credit');
    expect(await h.balanceOf(userId)).toBe(9);
    expect(await noticesFor(userId)).toBeGreaterThanOrEqual(1);
  });
});
