import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The ink service's tables. The outbox and processed-event tables come from the kit so every service has the same ones.
export { outbox, processedEvents } from '@inkspell/service-kit/outbox-schema';

/**
 * Ledger accounts: one wallet per user ('wallet:<userId>') and the system accounts ink comes from and goes to
 * ('system:purchases', 'system:holds', ...). Only wallets keep a stored balance, checked never below zero;
 * a system account's balance is the sum of its entries, so no single row is updated by every movement.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['wallet', 'system'] }).notNull(),
    userId: uuid('user_id').unique(),
    balance: integer('balance'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_accounts_wallet_balance_non_negative', sql`${t.balance} >= 0`),
    check(
      'ledger_accounts_wallet_shape',
      sql`(${t.kind} = 'wallet' and ${t.userId} is not null and ${t.balance} is not null) or (${t.kind} = 'system' and ${t.userId} is null and ${t.balance} is null)`,
    ),
  ],
);

/** One movement of ink: its entries sum to zero (a deferred trigger checks at commit). Append-only. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey(),
    /** Orders movements made in the same instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** A retry or redelivery of the same movement finds its first result here. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').notNull(),
    /** Size of the movement (always positive); the entries carry the signs. */
    amount: integer('amount').notNull(),
    /** The type the user's history shows, or null for movements that never touch a wallet (a capture). */
    type: text('type', { enum: ['purchase', 'usage', 'bonus', 'welcome', 'referral'] }),
    description: text('description').notNull(),
    /** What the movement is about: a hold id, a PaymentIntent id, a referral or refund request id. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_transactions_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transactions_type_known', sql`${t.type} in ('purchase', 'usage', 'bonus', 'welcome', 'referral')`),
    index('ledger_transactions_user_idx').on(t.userId, t.createdAt),
    // A family's history a page at a time (ADR 0035): its movements newest first, in the cursor's order (read backwards).
    index('ledger_transactions_history_idx')
      .on(t.userId, t.createdAt, t.seq)
      .where(sql`type is not null`),
    index('ledger_transactions_reference_idx').on(t.reference),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: text('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: integer('amount').notNull(),
  },
  (t) => [
    check('ledger_entries_amount_non_zero', sql`${t.amount} <> 0`),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.transactionId),
  ],
);

/** Ink set aside for a story being made: held until captured (story saved) or released (failure, expiry). */
export const holds = pgTable(
  'holds',
  {
    id: uuid('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    userId: uuid('user_id').notNull(),
    amount: integer('amount').notNull(),
    state: text('state', { enum: ['held', 'captured', 'released'] }).notNull(),
    description: text('description').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Why it was captured or released (the caller's words, or 'expired'). */
    settleNote: text('settle_note'),
  },
  (t) => [
    check('holds_amount_positive', sql`${t.amount} > 0`),
    check('holds_state_known', sql`${t.state} in ('held', 'captured', 'released')`),
    check('holds_settled_when_not_held', sql`(${t.state} = 'held') = (${t.settledAt} is null)`),
    index('holds_live_expiry_idx')
      .on(t.expiresAt)
      .where(sql`state = 'held'`),
  ],
);

/** PaymentIntents of the demo provider (no Stripe key): it stands in for Stripe's own record of the intent. */
export const demoPaymentIntents = pgTable('demo_payment_intents', {
  id: text('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  packageId: text('package_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type HoldRow = typeof holds.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
