// Kept out of values.ts on purpose: the words of buying ink, refunds and the ink service's answers. Only
// the ink shop and refund pages (which load the schemas anyway, so they import these from the index) and
// the services use them, and the home page's contract-values chunk stays within its budget (ADR 0020).

/** The three ink packs (spec 02 §3); prices in whole cents to keep money integer. */
export const inkPacks = [
  { packageId: 'starter', name: 'Starter Pack', credits: 8, priceCents: 900, flag: null },
  { packageId: 'popular', name: 'Popular Pack', credits: 15, priceCents: 1500, flag: 'Most Popular' },
  { packageId: 'premium', name: 'Premium Pack', credits: 20, priceCents: 2000, flag: null },
] as const;
export const inkPackIds = ['starter', 'popular', 'premium'] as const;
export type InkPackId = (typeof inkPackIds)[number];

/**
 * What the history says for the credit of an approved refund (spec 02 §3: a refund credit says what
 * it refunds). The ink service writes it; the refund page looks for it to know the credit has landed.
 */
export function refundCreditDescription(itemTitle: string | null): string {
  return `Refund: ${itemTitle?.trim() || 'ink refund'}`;
}

export const purchaseMessages = {
  packageIdRequired: 'Package ID is required',
  amountPositive: 'Amount must be positive',
  pricePositive: 'Price must be positive',
  loginRequired: 'Login Required, Please login to purchase ink credits!',
} as const;

/** Formats a price in cents with two decimals, as the shop shows it. */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Who takes the payment: Stripe when the service has a secret key, otherwise the demo provider that charges nobody. */
export const paymentProviders = ['stripe', 'demo'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** Toast texts of spec 02 §8 for the purchase flow. */
export const paymentToasts = {
  setupFailed: { title: 'Payment Setup Failed', description: 'Unable to setup payment' },
  failed: { title: 'Payment Failed' },
  processingError: { title: 'Payment Processing Error', description: 'Payment succeeded but failed to update account' },
  loginRequired: { title: 'Login Required', description: 'Please login to purchase ink credits!' },
  success: { title: 'Purchase Successful' },
} as const;

/** Messages the ink service answers with (the client picks its toast by `code`, these are what it may show). */
export const inkMessages = {
  /** Spec 01 §8's text, so a client that shows the server message says what the spec says. */
  notEnoughInk: (needed: number) => `Not Enough Ink: You need ${needed} ink to create this story. Please refill your magic ink!`,
  invalidAmount: 'Ink amounts must be whole numbers from 1 to 1,000,000',
  idempotencyConflict: 'This request id was already used for a different ink movement',
  holdNotFound: 'No such ink hold',
  holdNotActive: 'This ink hold is already settled',
  paymentNotFound: 'No such payment',
  paymentOfAnotherUser: 'This payment belongs to another account',
  paymentMismatch: 'This payment does not match an ink pack',
  paymentNotSucceeded: 'The payment has not succeeded yet',
  paymentProvider: 'The payment provider could not be reached. Please try again.',
  invalidSignature: 'Invalid webhook signature',
  transactionNotFound: 'No such ink transaction',
  purchased: (credits: number) => `${credits} ink added to your balance!`,
} as const;
