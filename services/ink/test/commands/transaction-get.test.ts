import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '@inkspell/service-kit/errors';
import { newUserId, startInk, type InkHarness } from '../support/ink-harness';

let h: InkHarness;
beforeAll(async () => {
  h = await startInk();
});
afterAll(async () => {
  await h?.close();
});

/** A completed demo purchase of `packageId` by `userId`; answers the purchase's id in the user's history. */
async function buy(userId: string, packageId: string): Promise<string> {
  const { body } = await h.as(userId).post('/api/ink/create-payment-intent', { packageId });
  await h.as(userId).post('/api/ink/confirm-payment', { paymentIntentId: body.paymentIntentId });
  const history = await h.as(userId).get('/api/ink-transactions');
  const purchase = history.body.find((t: { type: string }) => t.type === 'purchase');
  expect(purchase).toBeDefined();
  return purchase.id;
}

describe('ink.transaction.get', () => {
  it("answers the owner's purchase as their history shows it: type purchase, amount the pack's credits", async () => {
    const userId = newUserId();
    const id = await buy(userId, 'starter');
    const answer = await h.send('ink.transaction.get', { userId, transactionId: id });
    expect(answer).toEqual({ id, type: 'purchase', amount: 8, description: expect.any(String), createdAt: expect.any(String) });
    const history = await h.as(userId).get('/api/ink-transactions');
    expect(history.body).toContainEqual(answer);
  });

  it('answers a spending movement with its signed amount, so a caller can tell it from a purchase', async () => {
    const userId = newUserId();
    await h.send('ink.hold.create', { idempotencyKey: `tx-get-${userId}`, userId, amount: 3, description: 'Story: Moss the Moth' });
    const [usage] = (await h.as(userId).get('/api/ink-transactions')).body;
    expect(await h.send('ink.transaction.get', { userId, transactionId: usage.id })).toMatchObject({
      type: 'usage',
      amount: -3,
      description: 'Story: Moss the Moth',
    });
  });

  it.each([
    ['another user', async () => ({ userId: newUserId(), transactionId: await buy(newUserId(), 'popular') })],
    ['an unknown id', () => Promise.resolve({ userId: newUserId(), transactionId: newUserId() })],
    ['an id that is no uuid', () => Promise.resolve({ userId: newUserId(), transactionId: "1' or '1'='1" })],
  ])('is not found for %s', async (_name, request) => {
    const err = await h.send('ink.transaction.get', await request()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 404, body: { code: 'not_found', message: 'No such ink transaction' } });
  });
});
