import { inkPacks, type InkPack } from '@inkspell/contracts';
import { paymentMismatch, paymentNotSucceeded, paymentOfAnotherUser } from './errors';
import type { ProviderIntent } from './ports';

/** Every pack is priced in US dollars. */
export const purchaseCurrency = 'usd';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The server's pack for an id; the client's word is never taken for price or credits. */
export function packById(packageId: string | null | undefined): InkPack | undefined {
  return inkPacks.find((pack) => pack.packageId === packageId);
}

/**
 * Checks that a PaymentIntent pays for one of our packs in full, for the user it names (and, on
 * confirm-payment, for the user asking), and has succeeded. Returns the pack and the user to credit.
 */
export function checkIntent(intent: ProviderIntent, expected: { userId?: string }): { pack: InkPack; userId: string } {
  if (!intent.userId || !uuidPattern.test(intent.userId)) throw paymentMismatch();
  if (expected.userId !== undefined && intent.userId !== expected.userId) throw paymentOfAnotherUser();
  const pack = packById(intent.packageId);
  if (!pack || intent.amountCents !== pack.priceCents || intent.currency.toLowerCase() !== purchaseCurrency) throw paymentMismatch();
  if (intent.status !== 'succeeded') throw paymentNotSucceeded();
  return { pack, userId: intent.userId };
}
