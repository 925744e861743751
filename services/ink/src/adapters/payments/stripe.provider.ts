import Stripe from 'stripe';
import { invalidSignature } from '../../domain/errors';
import type { PaymentsProvider, ProviderIntent } from '../../domain/ports';
import { purchaseCurrency } from '../../domain/purchases';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Another address for Stripe's API (tests point it at a local stand-in). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Stripe's PaymentIntent ids; anything else is unknown without asking Stripe. */
const intentIdPattern = /^pi_[A-Za-z0-9]{1,200}$/;

const toIntent = (intent: Stripe.PaymentIntent): ProviderIntent => ({
  id: intent.id,
  status: intent.status,
  amountCents: intent.amount,
  currency: intent.currency,
  userId: intent.metadata?.userId ?? null,
  packageId: intent.metadata?.packageId ?? null,
});

const isNotFound = (err: unknown) => (err as { statusCode?: number }).statusCode === 404;

/** Card payments with Stripe PaymentIntents; the browser confirms them with Stripe.js. */
export function createStripeProvider(options: StripeOptions): PaymentsProvider {
  const stripe = new Stripe(options.secretKey, { ...options.api, maxNetworkRetries: 2, timeout: 10_000 });
  return {
    name: 'stripe',
    async createIntent({ userId, pack }) {
      const intent = await stripe.paymentIntents.create({
        amount: pack.priceCents,
        currency: purchaseCurrency,
        automatic_payment_methods: { enabled: true },
        description: `Inkspell ${pack.name}`,
        metadata: { userId, packageId: pack.packageId, credits: String(pack.credits) },
      });
      if (!intent.client_secret) throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    async confirmIntent(paymentIntentId) {
      if (!intentIdPattern.test(paymentIntentId)) return null;
      try {
        return toIntent(await stripe.paymentIntents.retrieve(paymentIntentId));
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    verifyWebhook(rawBody, signature) {
      if (!options.webhookSecret || !rawBody || !signature) throw invalidSignature();
      let event: Stripe.Event;
      try {
        // Checks the signature over the exact bytes received and refuses a timestamp older than 5 minutes (replays).
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw invalidSignature();
      }
      const object = event.data.object as { object?: string };
      return {
        id: event.id,
        type: event.type,
        intent: object.object === 'payment_intent' ? toIntent(object as Stripe.PaymentIntent) : null,
      };
    },
  };
}
