import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInk, type InkHarness } from '../support/ink-harness';

let h: InkHarness;
beforeAll(async () => {
  h = await startInk();
});
afterAll(async () => {
  await h?.close();
});

const pin = (value: string) => ({ 'x-parent-pin': value });

describe("the parent's gate on buying ink, with the real accounts service over NATS", () => {
  it('refuses to start a purchase without the right PIN (403, nothing written), and buys with it', async () => {
    const { id: userId } = await h.accounts.newUser({ pin: '2468' });
    const buyer = h.as(userId);
    const before = await h.fingerprint();
    const missing = await buyer.post('/api/ink/create-payment-intent', { packageId: 'popular' });
    expect(missing).toMatchObject({
      status: 403,
      body: { code: 'parent_pin_required', message: 'A grown-up needs to enter the parent PIN for this.' },
    });
    const wrong = await buyer.post('/api/ink/create-payment-intent', { packageId: 'popular' }, pin('1357'));
    expect(wrong).toMatchObject({ status: 403, body: { code: 'parent_pin_wrong' } });
    expect(await h.fingerprint()).toBe(before);

    const created = await buyer.post('/api/ink/create-payment-intent', { packageId: 'popular' }, pin('2468'));
    expect(created.status).toBe(200);
    const paymentIntentId = created.body.paymentIntentId as string;
    // Finishing a purchase the parent started does not ask again: the money may already be taken.
    const confirmed = await buyer.post('/api/ink/confirm-payment', { paymentIntentId });
    expect(confirmed).toMatchObject({ status: 200, body: { success: true, credits: 15, balance: 20 } });
    expect((await h.audit()).ok).toBe(true);
  });

  it('buys without asking when the account has no PIN', async () => {
    const { id: userId } = await h.accounts.newUser();
    const created = await h.as(userId).post('/api/ink/create-payment-intent', { packageId: 'starter' });
    expect(created.status).toBe(200);
  });
});
