import { randomBytes } from 'node:crypto';
import type { Executor } from '@inkspell/service-kit';
import { createDemoIntentsRepo, type DemoIntentRow } from '../../db/demo-intents.repo';
import { invalidSignature } from '../../domain/errors';
import type { PaymentsProvider, ProviderIntent } from '../../domain/ports';
import { purchaseCurrency } from '../../domain/purchases';

const demoIdPattern = /^demo_pi_[0-9a-f]{24}$/;

const toIntent = (row: DemoIntentRow): ProviderIntent => ({
  id: row.id,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  userId: row.userId,
  packageId: row.packageId,
});

/**
 * Payments without Stripe keys (local runs, demos): intents live in the ink database, and confirming one
 * completes it without charging anyone. It has no webhooks, so every webhook is refused.
 */
export function createDemoProvider(db: Executor): PaymentsProvider {
  const intents = createDemoIntentsRepo(db);
  return {
    name: 'demo',
    async createIntent({ userId, pack }) {
      const id = `demo_pi_${randomBytes(12).toString('hex')}`;
      await intents.insert({
        id,
        userId,
        packageId: pack.packageId,
        amountCents: pack.priceCents,
        currency: purchaseCurrency,
        status: 'requires_payment_method',
      });
      return { id, clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}` };
    },
    async confirmIntent(paymentIntentId, userId) {
      if (!demoIdPattern.test(paymentIntentId)) return null;
      const row = await intents.succeedFor(paymentIntentId, userId);
      return row ? toIntent(row) : null;
    },
    verifyWebhook() {
      throw invalidSignature();
    },
  };
}
