import { inkMessages, type ConfirmPaymentAnswer, type CreatePaymentIntentAnswer, type InkPack } from '@inkspell/contracts';
import { DomainError } from '@inkspell/service-kit/errors';
import { paymentMismatch, paymentNotFound, paymentProvider } from './errors';
import { buildMovement, descriptions, idempotencyKeys } from './ledger';
import type { InkContext, ParentGate, ProviderIntent } from './ports';
import { checkIntent, packById } from './purchases';
import { postOnce } from './post-once';
import { openWallet } from './wallet';

/** Calls the provider; a failure to reach it becomes the 502 of a payment provider error. */
async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw paymentProvider();
  }
}

/**
 * Starts a purchase: amount and credits come from the server's pack table, never from the client. With a parent
 * PIN set, buying asks for it (ADR 0019): no intent is made, so nothing can be paid or credited, without it.
 */
export async function createPaymentIntent(
  context: Pick<InkContext, 'payments'> & { parentGate: ParentGate },
  userId: string,
  packageId: string,
  pin?: string,
): Promise<CreatePaymentIntentAnswer> {
  const pack = packById(packageId);
  if (!pack) throw paymentMismatch();
  await context.parentGate(userId, pin);
  const intent = await askProvider(() => context.payments.createIntent({ userId, pack }));
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, provider: context.payments.name, pack };
}

/**
 * The browser says the payment went through: read the intent back from the provider, check it pays for a pack
 * in full, for this user, and has succeeded, then credit it (once, whether or not the webhook came first). The
 * parent's gate was asked when the purchase started; finishing it does not ask again (ADR 0019): with Stripe the
 * money is already taken, and crediting it must not wait on accounts answering (the webhook does not either).
 */
export async function confirmPayment(context: InkContext, userId: string, paymentIntentId: string): Promise<ConfirmPaymentAnswer> {
  const intent = await askProvider(() => context.payments.confirmIntent(paymentIntentId, userId));
  if (!intent) throw paymentNotFound();
  const { pack } = checkIntent(intent, { userId });
  const { balance } = await creditPurchase(context, userId, intent, pack);
  return { success: true, message: inkMessages.purchased(pack.credits), credits: pack.credits, balance };
}

/**
 * A signed provider event. A succeeded PaymentIntent is credited (once, whether or not confirm-payment came
 * first); other events are acknowledged and ignored.
 */
export async function handleStripeEvent(
  context: InkContext,
  rawBody: string | undefined,
  signature: string | undefined,
): Promise<{ credited: boolean }> {
  const event = context.payments.verifyWebhook(rawBody, signature);
  if (event.type !== 'payment_intent.succeeded' || !event.intent) return { credited: false };
  const { pack, userId } = checkIntent(event.intent, {});
  const { created } = await creditPurchase(context, userId, event.intent, pack);
  return { credited: created };
}

/**
 * Credits a PaymentIntent's pack once, and records `ink.purchased` in the same transaction. A demo provider's
 * purchase is posted from its own system account and the event says demo, so nothing counts it as paid.
 */
async function creditPurchase(context: Pick<InkContext, 'ledger' | 'payments'>, userId: string, intent: ProviderIntent, pack: InkPack) {
  const demo = context.payments.name === 'demo';
  const kind = demo ? 'demoPurchase' : 'purchase';
  const movement = buildMovement({
    kind,
    userId,
    amount: pack.credits,
    description: descriptions[kind](pack),
    reference: intent.id,
    idempotencyKey: idempotencyKeys[kind](intent.id),
  });
  return context.ledger.transaction(async (store) => {
    await openWallet(store, userId);
    const { created } = await postOnce(store, movement);
    if (created) {
      await store.recordPurchase({
        userId,
        packageId: pack.packageId,
        credits: pack.credits,
        amountCents: intent.amountCents,
        paymentIntentId: intent.id,
        demo,
      });
    }
    return { created, balance: (await store.walletBalance(userId)) ?? 0 };
  });
}
