import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentIntentAnswerSchema, inkBalanceAnswerSchema, inkTransactionListSchema } from '@inkspell/contracts';
import { newUserId, startInk, type InkHarness } from '../support/ink-harness';

let h: InkHarness;
beforeAll(async () => {
  h = await startInk();
});
afterAll(async () => {
  await h?.close();
});

describe('demo payments (no Stripe key)', () => {
  it('completes a purchase without charging anyone, crediting it once', async () => {
    const userId = newUserId();
    const created = await h.as(userId).post('/api/ink/create-payment-intent', { packageId: 'popular' });
    expect(created.status).toBe(200);
    const answer = createPaymentIntentAnswerSchema.parse(created.body);
    expect(answer).toMatchObject({ provider: 'demo', pack: { packageId: 'popular', credits: 15, priceCents: 1500 } });
    expect(answer.clientSecret).toMatch(new RegExp(`^${answer.paymentIntentId}_secret_`));

    for (let i = 0; i < 2; i++) {
      const confirmed = await h.as(userId).post('/api/ink/confirm-payment', { paymentIntentId: answer.paymentIntentId });
      expect(confirmed).toMatchObject({
        status: 200,
        body: { success: true, message: '15 ink added to your balance!', credits: 15, balance: 20 },
      });
    }
    expect(await h.balanceOf(userId)).toBe(20);
  });

  it("refuses to complete another user's demo payment, and it stays unpaid for its owner to finish", async () => {
    const owner = newUserId();
    const stranger = newUserId();
    const { body } = await h.as(owner).post('/api/ink/create-payment-intent', { packageId: 'starter' });
    const stolen = await h.as(stranger).post('/api/ink/confirm-payment', { paymentIntentId: body.paymentIntentId });
    expect(stolen).toMatchObject({ status: 403, body: { code: 'forbidden', message: 'This payment belongs to another account' } });
    expect(await h.balanceOf(stranger)).toBeNull();
    const own = await h.as(owner).post('/api/ink/confirm-payment', { paymentIntentId: body.paymentIntentId });
    expect(own.body).toMatchObject({ success: true, balance: 13 });
  });

  it('refuses every webhook: the demo provider has none', async () => {
    const res = await h.deliverWebhook('{"type":"payment_intent.succeeded"}', 't=1,v1=abc');
    expect(res).toMatchObject({ status: 400, body: { code: 'invalid_signature' } });
  });
});

describe('history and balance', () => {
  it("lists the signed-in user's movements newest first at both paths, in the contract's shape", async () => {
    const userId = newUserId();
    await h.fund(userId, 2);
    const held = await h.send('ink.hold.create', { idempotencyKey: `h-${userId}`, userId, amount: 3, description: 'Story: Moss the Moth' });
    const list = await h.as(userId).get('/api/ink-transactions');
    expect(list.status).toBe(200);
    const rows = inkTransactionListSchema.parse(list.body);
    expect(rows.map((r) => [r.type, r.amount])).toEqual([
      ['usage', -3],
      ['bonus', 2],
      ['welcome', 5],
    ]);
    expect(rows.map((r) => r.createdAt)).toEqual([...rows.map((r) => r.createdAt)].sort().reverse());
    expect((await h.as(userId).get('/api/ink/transactions')).body).toEqual(list.body);
    expect(inkBalanceAnswerSchema.parse((await h.as(userId).get('/api/ink/balance')).body)).toEqual({ balance: held.balance });
    expect(held.balance).toBe(4);
  });

  it("never shows another user's movements", async () => {
    const a = newUserId();
    const b = newUserId();
    await h.fund(a, 9);
    expect((await h.as(b).get('/api/ink-transactions')).body).toEqual([expect.objectContaining({ type: 'welcome', amount: 5 })]);
  });

  it('gives a new account its 5 welcome ink on its first look, before the registration event', async () => {
    const userId = newUserId();
    expect((await h.as(userId).get('/api/ink/balance')).body).toEqual({ balance: 5 });
  });

  it.each([
    ['GET', '/api/ink-transactions'],
    ['GET', '/api/ink/transactions'],
    ['GET', '/api/ink/balance'],
    ['POST', '/api/ink/create-payment-intent'],
    ['POST', '/api/ink/confirm-payment'],
  ])('answers %s %s without a signed-in user with 401 and the error body', async (method, path) => {
    const res = await h.request(method, path, method === 'POST' ? { body: { packageId: 'starter' } } : {});
    expect(res).toMatchObject({ status: 401, body: { message: 'Login Required', code: 'unauthenticated' } });
  });
});
