import { refundCreditDescription, type InkPack, type InkTransactionType } from '@inkspell/contracts';
import { invalidAmount } from './errors';

/** The system accounts ink comes from and goes to (the migration creates the same rows). */
export const systemAccounts = {
  welcome: 'system:welcome',
  referrals: 'system:referrals',
  purchases: 'system:purchases',
  /** Where demo-provider purchases come from: ink nobody paid for, kept apart from paid purchases (ADR 0026). */
  demoPurchases: 'system:demo-purchases',
  holds: 'system:holds',
  spending: 'system:spending',
  refunds: 'system:refunds',
} as const;

/** The ledger account of a user's wallet. */
export const walletOf = (userId: string) => `wallet:${userId}`;

/** Largest single movement: far above any pack or story, far below the 32-bit columns. */
export const maxMovementAmount = 1_000_000;

type Side = 'wallet' | (typeof systemAccounts)[keyof typeof systemAccounts];

/**
 * How each kind of movement posts: the account the ink leaves, the one it reaches, and the type the user's
 * history shows (null: the movement never touches a wallet, so the history does not list it).
 */
const postingRules = {
  welcome: { from: systemAccounts.welcome, to: 'wallet', type: 'welcome' },
  referral: { from: systemAccounts.referrals, to: 'wallet', type: 'referral' },
  referralNewUser: { from: systemAccounts.referrals, to: 'wallet', type: 'referral' },
  purchase: { from: systemAccounts.purchases, to: 'wallet', type: 'purchase' },
  demoPurchase: { from: systemAccounts.demoPurchases, to: 'wallet', type: 'purchase' },
  hold: { from: 'wallet', to: systemAccounts.holds, type: 'usage' },
  capture: { from: systemAccounts.holds, to: systemAccounts.spending, type: null },
  release: { from: systemAccounts.holds, to: 'wallet', type: 'usage' },
  narrationRefund: { from: systemAccounts.spending, to: 'wallet', type: 'usage' },
  refund: { from: systemAccounts.refunds, to: 'wallet', type: 'bonus' },
} as const satisfies Record<string, { from: Side; to: Side; type: InkTransactionType | null }>;

export type MovementKind = keyof typeof postingRules;

/** The idempotency key of each movement: one welcome per user, one credit per PaymentIntent, and so on. */
export const idempotencyKeys = {
  welcome: (userId: string) => `welcome:${userId}`,
  // Per friend (ADR 0027): a sharer earns once per new user, whichever of their links the friend came through,
  // and a new user's own bonus comes once, whoever invited them.
  referral: (referrerUserId: string, recipientUserId: string) => `referral:${referrerUserId}:${recipientUserId}`,
  referralNewUser: (recipientUserId: string) => `referral-new-user:${recipientUserId}`,
  purchase: (paymentIntentId: string) => `purchase:${paymentIntentId}`,
  // One key space with paid purchases: a PaymentIntent is credited once, whichever provider made it.
  demoPurchase: (paymentIntentId: string) => `purchase:${paymentIntentId}`,
  hold: (callerKey: string) => `hold:${callerKey}`,
  capture: (holdId: string) => `capture:${holdId}`,
  release: (holdId: string) => `release:${holdId}`,
  narrationRefund: (holdId: string) => `narration-refund:${holdId}`,
  refund: (refundRequestId: string) => `refund:${refundRequestId}`,
} as const satisfies Record<MovementKind, (...ids: string[]) => string>;

/** What the user's history says for each movement. */
export const descriptions = {
  welcome: 'Welcome gift: ink for your first stories',
  referral: 'Referral bonus: a friend joined through your link',
  referralNewUser: "Referral bonus: you joined through a friend's link",
  purchase: (pack: Pick<InkPack, 'name' | 'credits'>) => `Purchased ${pack.name} (${pack.credits} ink)`,
  demoPurchase: (pack: Pick<InkPack, 'name' | 'credits'>) => `Purchased ${pack.name} (${pack.credits} ink, demo: no payment)`,
  release: (holdDescription: string) => `Returned: ${holdDescription}`,
  narrationRefund: (holdDescription: string) => `Returned: narration of ${holdDescription}`,
  refund: refundCreditDescription,
} as const;

export interface MovementRequest {
  kind: MovementKind;
  userId: string;
  amount: number;
  description: string;
  /** What it is about: a hold, a PaymentIntent, a referral or refund request. */
  reference: string | null;
  idempotencyKey: string;
}

export interface Entry {
  accountId: string;
  amount: number;
}

/** A balanced movement, ready to post. */
export interface Movement extends MovementRequest {
  type: InkTransactionType | null;
  entries: [Entry, Entry];
  /** How the user's wallet changes (0 when the wallet is not involved). */
  walletDelta: number;
}

/** An ink amount the ledger accepts: a whole number from 1 to maxMovementAmount. */
export function isValidAmount(amount: unknown): amount is number {
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 1 && amount <= maxMovementAmount;
}

/** Builds the two entries of a movement from its kind; refuses an amount that is not a positive whole number. */
export function buildMovement(request: MovementRequest): Movement {
  if (!isValidAmount(request.amount)) throw invalidAmount();
  const rule = postingRules[request.kind];
  const account = (side: Side) => (side === 'wallet' ? walletOf(request.userId) : side);
  const entries: [Entry, Entry] = [
    { accountId: account(rule.from), amount: -request.amount },
    { accountId: account(rule.to), amount: request.amount },
  ];
  const walletDelta = rule.from === 'wallet' ? -request.amount : rule.to === 'wallet' ? request.amount : 0;
  return { ...request, type: rule.type, entries, walletDelta };
}

/** The sum of a movement's entries; zero for every movement the ledger accepts. */
export function sumOf(entries: readonly Entry[]): number {
  return entries.reduce((total, entry) => total + entry.amount, 0);
}

/** The facts two uses of one idempotency key must share to be the same movement (descriptions may differ). */
export interface MovementFacts {
  kind: string;
  userId: string;
  amount: number;
}

export function sameMovement(a: MovementFacts, b: MovementFacts): boolean {
  return a.kind === b.kind && a.userId === b.userId && a.amount === b.amount;
}
