import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid, bigint } from 'drizzle-orm/pg-core';

// The outbox and processed-event tables come from the kit so every service has the same ones.
export { outbox, processedEvents } from '@inkspell/service-kit/outbox-schema';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email'),
    /** An address asked for on the profile, waiting for its mailed link to be opened (ADR 0025); shown, never used to sign in or mail. */
    pendingEmail: text('pending_email'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    isVerified: boolean('is_verified').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    disabledReason: text('disabled_reason'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    twoFactorSecret: text('two_factor_secret'),
    /** A secret generated but not yet confirmed with a code. */
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    /** The last TOTP time step accepted, so a code cannot be replayed inside its window. */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    /** The parent's gate (ADR 0019): the 4-digit PIN's argon2id hash, null when none is set. */
    parentPinHash: text('parent_pin_hash'),
    /** New stories wait for a parent's approval. */
    reviewStories: boolean('review_stories').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames and e-mails are unique whatever their case.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The console's user list (issue #24): newest first by keyset, and a prefix search on each of these four,
    // case folded. text_pattern_ops lets `lower(x) like 'term%'` use the index whatever the database's collation.
    index('users_newest_idx').on(t.createdAt, t.id),
    index('users_username_prefix_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('users_first_name_prefix_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('users_last_name_prefix_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
  ],
);

/** Backup codes, stored hashed; `pending` ones belong to a 2FA setup not yet confirmed. */
export const backupCodes = pgTable(
  'backup_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    pending: boolean('pending').notNull().default(true),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('backup_codes_user_idx').on(t.userId)],
);

/** Single-use e-mailed tokens (password reset, 2FA disable, e-mail confirmation), stored as SHA-256 hashes. */
export const oneTimeTokens = pgTable('one_time_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['password_reset', 'disable_2fa', 'confirm_email'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  /** The address the link was mailed to: for confirm_email, the one that link makes the account's (ADR 0025). */
  email: text('email'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every forgot-password request (spec 02 §3), kept for abuse review. */
export const passwordResetAttempts = pgTable('password_reset_attempts', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  ipAddress: text('ip_address').notNull(),
  attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every promotion by the operator's command `npm run admin:grant` (ADR 0024), append-only: who was promoted,
 * to what, by which operator and when. No foreign key: the record outlives what happens to the account.
 */
export const roleGrants = pgTable(
  'role_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    username: text('username').notNull(),
    role: text('role', { enum: ['user', 'admin'] }).notNull(),
    /** The operator as the machine knows them (user@host), since no signed-in administrator asked. */
    grantedBy: text('granted_by').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('role_grants_user_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
