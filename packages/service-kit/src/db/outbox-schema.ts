import { sql } from 'drizzle-orm';
import { pgTable, text, uuid, jsonb, timestamp, primaryKey, index } from 'drizzle-orm/pg-core';

/** Events waiting to be published, written in the same transaction as the change they describe. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    subject: text('subject').notNull(),
    envelope: jsonb('envelope').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The W3C trace context the event was recorded in (null when tracing is off): the relay sends it on in NATS headers. */
    traceContext: jsonb('trace_context').$type<Record<string, string>>(),
  },
  (t) => [
    index('outbox_unpublished_idx')
      .on(t.createdAt)
      .where(sql`published_at is null`),
  ],
);

/** One row per event a consumer has applied, written with the effect: redeliveries find it and do nothing. */
export const processedEvents = pgTable(
  'processed_events',
  {
    consumer: text('consumer').notNull(),
    eventId: uuid('event_id').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
);
