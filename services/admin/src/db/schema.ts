import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { analyticsEventNames, refundItemTypes, refundReasons, refundStatuses, type AnalyticsProperties } from '@inkspell/contracts';

// The admin service's tables. The outbox and processed-event tables come from the kit so every service has the same ones.
export { outbox, processedEvents } from '@inkspell/service-kit/outbox-schema';

/** Refund requests (spec 02 §3): asked by a user, approved or denied once by an administrator. */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    itemType: text('item_type', { enum: refundItemTypes }).notNull().default('other'),
    itemId: text('item_id'),
    itemTitle: text('item_title'),
    inkAmount: integer('ink_amount').notNull(),
    reason: text('reason', { enum: refundReasons }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    adminNotes: text('admin_notes'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('refund_requests_ink_amount_positive', sql`${t.inkAmount} > 0`),
    check('refund_requests_item_type_known', sql`${t.itemType} in ('story', 'ink_purchase', 'other')`),
    check('refund_requests_status_known', sql`${t.status} in ('pending', 'approved', 'denied')`),
    check('refund_requests_processed_when_not_pending', sql`(${t.status} = 'pending') = (${t.processedAt} is null)`),
    // One live refund per story or purchase: two racing submissions cannot both be pending (a denied one frees the item).
    uniqueIndex('refund_requests_one_live_per_item')
      .on(t.itemType, t.itemId)
      .where(sql`item_type in ('story', 'ink_purchase') and status in ('pending', 'approved')`),
    index('refund_requests_user_idx').on(t.userId, t.createdAt),
    // The console's list (issue #24): newest first by keyset, and of one status.
    index('refund_requests_newest_idx').on(t.createdAt, t.id),
    index('refund_requests_status_newest_idx').on(t.status, t.createdAt, t.id),
  ],
);

/** Who did what to whom, and when: one row per administrator action (append-only). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').notNull(),
    actorUsername: text('actor_username').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    /** The refund request or user acted on; null for a list that was viewed. */
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);

/** What visitors wrote through the contact form (spec 02 §2), stored exactly as sent; the console marks them read. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The sender when they were signed in. */
    userId: uuid('user_id'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    // The Messages tab (issue #24): unread (or read) newest first, and a search on the sender or the subject's words.
    index('contact_messages_read_newest_idx').on(t.read, t.createdAt, t.id),
    index('contact_messages_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('contact_messages_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('contact_messages_subject_words_idx').using('gin', sql`to_tsvector('simple', ${t.subject})`),
  ],
);

/**
 * Page views and named events from the browsers: no personal data beyond the signed-in user's id. A page
 * view's route is the app's route pattern (/story/:id), never the path a visitor typed.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['page_view', 'event'] }).notNull(),
    route: text('route'),
    name: text('name', { enum: analyticsEventNames }),
    userId: uuid('user_id'),
    properties: jsonb('properties').$type<AnalyticsProperties>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'analytics_events_shape',
      sql`(${t.type} = 'page_view' and ${t.route} is not null) or (${t.type} = 'event' and ${t.name} is not null)`,
    ),
    index('analytics_events_type_created_idx').on(t.type, t.createdAt),
  ],
);

/** Every saved story as inkspell.story.generated told it (one row per story, so a redelivery adds nothing). */
export const storiesGenerated = pgTable(
  'stories_generated',
  {
    storyId: uuid('story_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    category: text('category').notNull(),
    inkCost: integer('ink_cost').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('stories_generated_occurred_idx').on(t.occurredAt)],
);

/** Every ink purchase as inkspell.ink.purchased told it (one row per payment). */
export const inkPurchases = pgTable(
  'ink_purchases',
  {
    paymentIntentId: text('payment_intent_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    packageId: text('package_id').notNull(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Completed by the demo provider: nobody paid, so the Insights count it apart (ADR 0026). */
    demo: boolean('demo').notNull().default(false),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ink_purchases_occurred_idx').on(t.occurredAt)],
);

/**
 * Requests counted per limit, caller address and fixed window (the admin service has no Redis, as stories
 * keeps its preview quota): one upsert counts and answers the window's count. Old windows are swept.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] }), index('rate_limit_windows_start_idx').on(t.windowStart)],
);

export type RefundRequestRow = typeof refundRequests.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
