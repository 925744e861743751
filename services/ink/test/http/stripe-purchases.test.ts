import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { confirmPaymentAnswerSchema, createPaymentIntentAnswerSchema } from '@inkspell/contracts';
import { newUserId, startInk, type InkHarness } from '../support/ink-harness';

let h: InkHarness;
beforeAll(async () => {
  h = await startInk({ stripe: true });
});
afterAll(async () => {
  await h?.close();
});

const purchaseEvents = async (paymentIntentId: string) =>
  (
    await h.deps.db.execute(
      sql`select envelope from outbox where subject = 'inkspell.ink.purchased' and envelope->'data'->>'paymentIntentId' = ${paymentIntentId}`,
    )
  ).rows as Array<{ envelope: { data: Record<string, unknown> } }>;

/** A signed-in user who picked a pack: the PaymentIntent exists at Stripe, not paid yet. */
async function startPurchase(packageId: string, body: Record<string, unknown> = {}) {
  const userId = newUserId();
  const res = await h.as(userId).post('/api/ink/create-payment-intent', { packageId, ...body });
  expect(res.status).toBe(200);
  return { userId, answer: createPaymentIntentAnswerSchema.parse(res.body) };
}

describe('Stripe purchases', () => {
  it('creates the PaymentIntent at Stripe with the price and credits of the server pack, whatever the client adds', async () => {
    const { userId, answer } = await startPurchase('popular', { amount: 1, priceCents: 1, credits: 1000 });
    expect(answer).toMatchObject({ provider: 'stripe', pack: { packageId: 'popular', credits: 15, priceCents: 1500 } });
    const intent = h.stripe!.intents.get(answer.paymentIntentId)!;
    expect(intent).toMatchObject({ amount: 1500, currency: 'usd', metadata: { userId, packageId: 'popular', credits: '15' } });
    expect(answer.clientSecret).toBe(intent.client_secret);
  });

  it('credits a paid intent on confirm-payment, once however often it is confirmed', async () => {
    const { userId, answer } = await startPurchase('starter');
    h.stripe!.pay(answer.paymentIntentId);
    const answers = await Promise.all(
      [1, 2, 3].map(() => h.as(userId).post('/api/ink/confirm-payment', { paymentIntentId: answer.paymentIntentId })),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(confirmPaymentAnswerSchema.parse(res.body)).toEqual({
        success: true,
        message: '8 ink added to your balance!',
        credits: 8,
        balance: 13,
      });
    }
    expect(await h.balanceOf(userId)).toBe(13);
    const events = await purchaseEvents(answer.paymentIntentId);
    expect(events.map((e) => e.envelope.data)).toEqual([
      { userId, packageId: 'starter', credits: 8, amountCents: 900, paymentIntentId: answer.paymentIntentId, demo: false },
    ]);
    const history = (await h.as(userId).get('/api/ink/transactions')).body;
    expect(history[0]).toMatchObject({ type: 'purchase', amount: 8, description: 'Purchased Starter Pack (8 ink)' });
  });

  it('refuses to credit an intent that is not paid yet', async () => {
    const { userId, answer } = await startPurchase('premium');
    const res = await h.as(userId).post('/api/ink/confirm-payment', { paymentIntentId: answer.paymentIntentId });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'payment_not_succeeded', message: 'The payment has not succeeded yet' });
    expect(await h.balanceOf(userId)).toBeNull();
  });

  it('credits once when the same event is delivered 5 times at once and confirm-payment races it', async () => {
    const { userId, answer } = await startPurchase('premium');
    h.stripe!.pay(answer.paymentIntentId);
    const delivery = h.stripe!.webhook(answer.paymentIntentId);
    const [confirm, ...webhooks] = await Promise.all([
      h.as(userId).post('/api/ink/confirm-payment', { paymentIntentId: answer.paymentIntentId }),
      ...Array.from({ length: 5 }, () => h.deliverWebhook(delivery.body, delivery.signature)),
    ]);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({ success: true, credits: 20, balance: 25 });
    expect(webhooks.map((w) => w.status)).toEqual([200, 200, 200, 200, 200]);
    // Whichever came first credited; at most one webhook delivery says it did.
    expect(webhooks.filter((w) => w.body.credited).length).toBeLessThanOrEqual(1);
    expect(await h.balanceOf(userId)).toBe(25);
    expect(await purchaseEvents(answer.paymentIntentId)).toHaveLength(1);
    expect(
      Number(
        (
          (await h.deps.db.execute(sql`select count(*) as n from ledger_transactions where reference = ${answer.paymentIntentId}`))
            .rows[0] as { n: string }
        ).n,
      ),
    ).toBe(1);
    expect((await h.audit()).ok).toBe(true);
  });

  it('credits from the webhook alone when the browser never comes back', async () => {
    const { userId, answer } = await startPurchase('starter');
    h.stripe!.pay(answer.paymentIntentId);
    const delivery = h.stripe!.webhook(answer.paymentIntentId);
    const res = await h.deliverWebhook(delivery.body, delivery.signature);
    expect(res).toMatchObject({ status: 200, body: { received: true, credited: true } });
    expect(await h.balanceOf(userId)).toBe(13);
  });

  it('acknowledges events it does not act on without moving ink', async () => {
    const { userId, answer } = await startPurchase('starter');
    const delivery = h.stripe!.webhook(answer.paymentIntentId, { type: 'payment_intent.created' });
    const res = await h.deliverWebhook(delivery.body, delivery.signature);
    expect(res).toMatchObject({ status: 200, body: { received: true, credited: false } });
    expect(await h.balanceOf(userId)).toBeNull();
  });

  it('answers 502 with the error body when Stripe cannot be reached', async () => {
    const broken = await startInk({ env: { STRIPE_SECRET_KEY: 'sk_test_nowhere', STRIPE_API_URL: 'http://127.0.0.1:9' } });
    try {
      const res = await broken.as(newUserId()).post('/api/ink/create-payment-intent', { packageId: 'starter' });
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({
        code: 'payment_provider_error',
        message: 'The payment provider could not be reached. Please try again.',
      });
    } finally {
      await broken.close();
    }
  });
});
