import { z } from 'zod';

/** The three ink packs (spec 02 §3); prices in whole cents to keep money integer. */
export const inkPacks = [
  { packageId: 'starter', name: 'Starter Pack', credits: 8, priceCents: 900, flag: null },
  { packageId: 'popular', name: 'Popular Pack', credits: 15, priceCents: 1500, flag: 'Most Popular' },
  { packageId: 'premium', name: 'Premium Pack', credits: 20, priceCents: 2000, flag: null },
] as const;
export const inkPackIds = ['starter', 'popular', 'premium'] as const;
export type InkPackId = (typeof inkPackIds)[number];

/** Grants of spec 01 §1 / 02 §9. */
export const inkGrants = {
  welcome: 5,
  referralSharer: 3,
  /** The spec mentions a bonus for the new user without an amount; configurable, 0 by default. */
  referralNewUserDefault: 0,
} as const;

export const inkTransactionTypes = ['purchase', 'usage', 'bonus', 'welcome', 'referral'] as const;
export type InkTransactionType = (typeof inkTransactionTypes)[number];

/** One row of GET /api/ink-transactions. */
export const inkTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(inkTransactionTypes),
  description: z.string(),
  amount: z.number().int(),
  createdAt: z.string(),
});
export type InkTransaction = z.infer<typeof inkTransactionSchema>;

/** How many recent transactions the ink dropdown shows. */
export const inkDropdownLimit = 5;

export const purchaseMessages = {
  packageIdRequired: 'Package ID is required',
  amountPositive: 'Amount must be positive',
  pricePositive: 'Price must be positive',
  loginRequired: 'Login Required, Please login to purchase ink credits!',
} as const;

export const createPaymentIntentSchema = z.object({
  packageId: z.enum(inkPackIds, { message: purchaseMessages.packageIdRequired }),
});

export const confirmPaymentSchema = z.object({
  paymentIntentId: z.string().min(1).max(255),
});

/** Formats a price in cents with two decimals, as the shop shows it. */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
