import { z } from './zod';
import { pageQuerySchema } from './paging';

export * from './values/ink';
export * from './values/ink-shop';
import { inkTransactionTypes } from './values/ink';
import { inkPackIds, purchaseMessages, paymentProviders } from './values/ink-shop';

/** One row of GET /api/ink-transactions. */
export const inkTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(inkTransactionTypes),
  description: z.string(),
  amount: z.number().int(),
  createdAt: z.string(),
});
export type InkTransaction = z.infer<typeof inkTransactionSchema>;

export const createPaymentIntentSchema = z.object({
  packageId: z.enum(inkPackIds, { message: purchaseMessages.packageIdRequired }),
});

export const confirmPaymentSchema = z.object({
  paymentIntentId: z.string().min(1).max(255),
});

export const inkTransactionListSchema = z.array(inkTransactionSchema);

/** GET /api/ink-transactions (issue #24, ADR 0035): a page of the family's history, newest first; paging in headers. */
export const inkHistoryQuerySchema = pageQuerySchema;
export type InkHistoryQuery = z.output<typeof inkHistoryQuerySchema>;

export const inkBalanceAnswerSchema = z.object({ balance: z.number().int().nonnegative() });
export type InkBalanceAnswer = z.infer<typeof inkBalanceAnswerSchema>;

/** GET /api/ink/grants: the ink this deployment grants, the new user's referral bonus as configured on the ink service. */
export const inkGrantsAnswerSchema = z.object({
  welcome: z.number().int().nonnegative(),
  referralSharer: z.number().int().nonnegative(),
  referralNewUser: z.number().int().nonnegative(),
});
export type InkGrantsAnswer = z.infer<typeof inkGrantsAnswerSchema>;

export const inkPackSchema = z.object({
  packageId: z.enum(inkPackIds),
  name: z.string(),
  /** Spec 02 §5's purchase rules: amount at least 1, price at least 0.01. */
  credits: z.number().int().min(1, { message: purchaseMessages.amountPositive }),
  priceCents: z.number().int().min(1, { message: purchaseMessages.pricePositive }),
  flag: z.string().nullable(),
});
export type InkPack = z.infer<typeof inkPackSchema>;

/** Answer of POST /api/ink/create-payment-intent: the spec's clientSecret plus what the dialog shows. */
export const createPaymentIntentAnswerSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  provider: z.enum(paymentProviders),
  pack: inkPackSchema,
});
export type CreatePaymentIntentAnswer = z.infer<typeof createPaymentIntentAnswerSchema>;

/** Answer of GET /api/ink/payments-mode: demo when purchases complete without charging anyone (ADR 0026). */
export const paymentsModeAnswerSchema = z.object({ provider: z.enum(paymentProviders) });
export type PaymentsModeAnswer = z.infer<typeof paymentsModeAnswerSchema>;

/** Answer of POST /api/ink/confirm-payment (spec 02 §7: success, message). */
export const confirmPaymentAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  credits: z.number().int().nonnegative(),
  balance: z.number().int().nonnegative(),
});
export type ConfirmPaymentAnswer = z.infer<typeof confirmPaymentAnswerSchema>;
