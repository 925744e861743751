/** Grants of spec 01 §1 / 02 §9. */
export const inkGrants = {
  welcome: 5,
  referralSharer: 3,
  /** The spec mentions a bonus for the new user without an amount; configurable, 0 by default. */
  referralNewUserDefault: 0,
} as const;

export const inkTransactionTypes = ['purchase', 'usage', 'bonus', 'welcome', 'referral'] as const;
export type InkTransactionType = (typeof inkTransactionTypes)[number];

/** How many recent transactions the ink dropdown shows. */
export const inkDropdownLimit = 5;

/** HTTP paths of the ink area (the gateway routes them to the ink service). */
export const inkApiPaths = {
  transactions: '/api/ink-transactions',
  /** The spec's second key for the same list (spec 02 §7). */
  transactionsAlias: '/api/ink/transactions',
  balance: '/api/ink/balance',
  createPaymentIntent: '/api/ink/create-payment-intent',
  confirmPayment: '/api/ink/confirm-payment',
  stripeWebhook: '/api/ink/stripe-webhook',
  /** The grants as this deployment gives them (public): the register page states the real referral bonus. */
  grants: '/api/ink/grants',
  /** Who takes payments in this deployment (public): the shop says "Demo mode" before anyone picks a pack. */
  paymentsMode: '/api/ink/payments-mode',
} as const;

/** What the pages say where the ink service did not answer in time: the balance is unknown, never 0 (ADR 0027). */
export const unknownInkBalance = {
  label: 'Ink balance unavailable',
  hint: 'Ink balance unavailable right now',
} as const;
