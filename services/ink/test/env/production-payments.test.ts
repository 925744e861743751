import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paymentsModeAnswerSchema } from '@inkspell/contracts';
import { EnvError, loadEnv } from '@inkspell/service-kit/env';
import { inkEnv } from '../../src/env';
import { newUserId, startInk, type InkHarness } from '../support/ink-harness';

const production = { NODE_ENV: 'production', GATEWAY_JWT_PUBLIC_KEY: 'a public key' };

/** The refusal's text, as the service's start logs it. */
function refusal(env: Record<string, string>): string {
  try {
    loadEnv(inkEnv, env);
  } catch (err) {
    if (err instanceof EnvError) return err.message;
    throw err;
  }
  throw new Error('the environment was accepted');
}

describe('ink in production refuses to give ink away by accident', () => {
  it('does not start without STRIPE_SECRET_KEY, and says what to set', () => {
    const message = refusal({ ...production, STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(message).toContain('environment variable STRIPE_SECRET_KEY is required in production: set STRIPE_SECRET_KEY=sk_live_');
    expect(message).toContain('or PAYMENTS_MODE=demo on purpose');
    expect(message).not.toContain('STRIPE_WEBHOOK_SECRET');
  });

  it('does not start without STRIPE_WEBHOOK_SECRET, and says what to set', () => {
    expect(refusal({ ...production, STRIPE_SECRET_KEY: 'sk_live_x' })).toMatch(
      /environment variable STRIPE_WEBHOOK_SECRET is required in production: set STRIPE_WEBHOOK_SECRET=whsec_/,
    );
  });

  it('refuses PAYMENTS_MODE=stripe without keys anywhere', () => {
    expect(refusal({ GATEWAY_JWT_PUBLIC_KEY: 'k', PAYMENTS_MODE: 'stripe' })).toMatch(
      /STRIPE_SECRET_KEY is missing \(PAYMENTS_MODE=stripe needs it\)/,
    );
  });

  it('starts with both keys, or with PAYMENTS_MODE=demo chosen on purpose; outside production no key means demo', () => {
    expect(loadEnv(inkEnv, { ...production, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toBeTruthy();
    expect(loadEnv(inkEnv, { ...production, PAYMENTS_MODE: 'demo' }).PAYMENTS_MODE).toBe('demo');
    expect(loadEnv(inkEnv, { GATEWAY_JWT_PUBLIC_KEY: 'k' }).PAYMENTS_MODE).toBeUndefined();
  });
});

describe('a production ink service in PAYMENTS_MODE=demo', () => {
  let h: InkHarness;
  beforeAll(async () => {
    h = await startInk({ env: { NODE_ENV: 'production', PAYMENTS_MODE: 'demo' } });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('starts, tells the shop it is a demo, and keeps its purchases apart from paid ones in the ledger and the event', async () => {
    const mode = await h.as(newUserId()).get('/api/ink/payments-mode');
    expect(paymentsModeAnswerSchema.parse(mode.body)).toEqual({ provider: 'demo' });

    const userId = newUserId();
    const { body } = await h.as(userId).post('/api/ink/create-payment-intent', { packageId: 'starter' });
    const confirmed = await h.as(userId).post('/api/ink/confirm-payment', { paymentIntentId: body.paymentIntentId });
    expect(confirmed.body).toMatchObject({ success: true, credits: 8 });

    const entries = await h.deps.db.execute(
      sql`select e.account_id, e.amount, t.kind, t.description from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where t.reference = ${body.paymentIntentId} order by e.amount`,
    );
    expect(entries.rows).toEqual([
      {
        account_id: 'system:demo-purchases',
        amount: -8,
        kind: 'demoPurchase',
        description: 'Purchased Starter Pack (8 ink, demo: no payment)',
      },
      { account_id: `wallet:${userId}`, amount: 8, kind: 'demoPurchase', description: 'Purchased Starter Pack (8 ink, demo: no payment)' },
    ]);
    const events = await h.deps.db.execute(
      sql`select envelope->'data'->>'demo' as demo from outbox where subject = 'inkspell.ink.purchased' and envelope->'data'->>'paymentIntentId' = ${body.paymentIntentId}`,
    );
    expect(events.rows).toEqual([{ demo: 'true' }]);
    expect((await h.audit()).ok).toBe(true);
  });
});
