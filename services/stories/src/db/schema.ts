import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { heroPronounIds, storyStatuses } from '@inkspell/contracts/stories';
import type { HeroLook } from '@inkspell/contracts/stories';
import type { StoryMetadata } from '../domain/engines';

// The stories service's tables. The outbox and processed-event tables come from the kit so every service has the same ones.
export { outbox, processedEvents } from '@inkspell/service-kit/outbox-schema';

/** PostgreSQL's full-text document type; only the database writes it (a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Stories (spec 01 §3, spec 02 §3). A preview has no owner until its anonymous session is adopted at login
 * or registration; holdId is the ink hold the story was paid with, so a failed narration can be refunded.
 */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id'),
    username: text('username'),
    sessionId: text('session_id'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    preview: text('preview').notNull(),
    category: text('category').notNull(),
    characterName: text('character_name').notNull(),
    prompt: text('prompt').notNull(),
    ageGroup: text('age_group').notNull(),
    length: text('length').notNull(),
    readTime: integer('read_time').notNull(),
    inkCost: integer('ink_cost').notNull().default(0),
    isPublic: boolean('is_public').notNull().default(false),
    isPreview: boolean('is_preview').notNull().default(false),
    hasImages: boolean('has_images').notNull().default(false),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    hasAudio: boolean('has_audio').notNull().default(false),
    audioUrl: text('audio_url'),
    /** The narration's read-along timings (WebVTT), set with audioUrl. */
    timingsUrl: text('timings_url'),
    metadata: jsonb('metadata').$type<Partial<StoryMetadata> & { wordCount: number }>().notNull(),
    collectionId: uuid('collection_id'),
    collectionOrder: integer('collection_order').notNull().default(1),
    holdId: uuid('hold_id'),
    /** The owner's account is disabled: the story is hidden from everyone else (public or shared). */
    ownerDisabled: boolean('owner_disabled').notNull().default(false),
    /** 'waiting-for-parent' while the owner's parent has not approved it (ADR 0019): only its title shows. */
    reviewState: text('review_state', { enum: ['approved', 'waiting-for-parent'] })
      .notNull()
      .default('approved'),
    /** The story's job (issue #22): written, then illustrated, then ready; or failed with its ink returned. */
    status: text('status', { enum: storyStatuses }).notNull().default('ready'),
    /** One of storyFailureReasons, for a failed story. */
    failureReason: text('failure_reason'),
    /** How the story speaks of its hero (issue #23); null for stories made before the form offered it ('they'). */
    heroPronouns: text('hero_pronouns', { enum: heroPronounIds }),
    /** The hero's look chosen on the create form (issue #23); null when none was chosen (the seed picks one). */
    heroLook: jsonb('hero_look').$type<HeroLook>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The words the console's search finds a story by (issue #24): title, hero, prompt, category and owner. The
     * 'simple' configuration keeps every word as written, lower-cased (no stemming of names, no stop words).
     */
    searchWords: tsvector('search_words').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, title || ' ' || character_name || ' ' || prompt || ' ' || category || ' ' || coalesce(username, ''))`,
    ),
  },
  (t) => [
    index('stories_user_created_idx').on(t.userId, t.createdAt),
    // The console's pages (ADR 0035): newest first with the id breaking ties, the order of its keyset cursor (read backwards).
    index('stories_admin_newest_idx')
      .on(t.createdAt, t.id)
      .where(sql`user_id is not null`),
    index('stories_admin_search_idx')
      .using('gin', t.searchWords)
      .where(sql`user_id is not null`),
    index('stories_preview_session_idx')
      .on(t.sessionId)
      .where(sql`is_preview and user_id is null`),
    index('stories_collection_idx').on(t.collectionId, t.collectionOrder),
    check('stories_ink_cost_non_negative', sql`${t.inkCost} >= 0`),
  ],
);

/** Shared links and e-mails (spec 02 §3): a friend who registers with the code completes the referral once. */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerUserId: uuid('referrer_user_id').notNull(),
    referralCode: text('referral_code').notNull(),
    sharedStoryId: uuid('shared_story_id').references(() => stories.id, { onDelete: 'set null' }),
    recipientEmail: text('recipient_email'),
    recipientUserId: uuid('recipient_user_id'),
    status: text('status', { enum: ['pending', 'completed'] })
      .notNull()
      .default('pending'),
    bonusAwarded: boolean('bonus_awarded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('referrals_code_idx').on(t.referralCode),
    index('referrals_story_idx').on(t.sharedStoryId),
    // The link's first friend: one new user is the first friend of at most one link.
    uniqueIndex('referrals_recipient_idx')
      .on(t.recipientUserId)
      .where(sql`status = 'completed'`),
  ],
);

/**
 * Each friend who signed up through a link (ADR 0027): a link pays per friend, so its friends are rows of
 * their own. recipientUserId is unique: a new user completes one referral, whichever link or sharer they came
 * through, so redelivered or racing registrations meet this index. bonusAwarded is false when the sharer had
 * reached the cap of bonuses for the rolling 30 days.
 */
export const referralCompletions = pgTable(
  'referral_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    referrerUserId: uuid('referrer_user_id').notNull(),
    recipientUserId: uuid('recipient_user_id').notNull(),
    bonusAwarded: boolean('bonus_awarded').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_completions_recipient_idx').on(t.recipientUserId),
    index('referral_completions_bonus_idx')
      .on(t.referrerUserId, t.completedAt)
      .where(sql`bonus_awarded`),
  ],
);

/**
 * Narrations waiting, running or finished. The table is the queue: a job is claimed with a lease, so a
 * crash mid-narration leaves a lease that runs out and the job is taken again at the next start.
 */
export const narrationJobs = pgTable(
  'narration_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    holdId: uuid('hold_id').notNull(),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Seconds of audio made and seconds it took: the bench's narration speed. */
    audioSeconds: real('audio_seconds'),
    workSeconds: real('work_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('narration_jobs_story_idx').on(t.storyId),
    index('narration_jobs_waiting_idx')
      .on(t.createdAt)
      .where(sql`status in ('pending', 'running')`),
  ],
);

/** Free previews per client address and hour (a fixed window), so one address cannot run the engines without end. */
export const previewQuota = pgTable(
  'preview_quota',
  {
    ip: text('ip').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ip, t.windowStart] }), index('preview_quota_window_idx').on(t.windowStart)],
);
