import type { Transaction as KitTransaction, TxRepos as KitTxRepos } from '@inkspell/service-kit/ports';
import type { ParentGateState } from '@inkspell/contracts';
import type { StoryStatus } from '@inkspell/contracts/stories';
import type { StoryKeys } from './admin-paging';
import type { Asset, Engines } from './engines';
import type { NewStory, StoryRecord } from './story';

/**
 * What the stories use-cases need from the outside, as interfaces: db/ implements the repositories and the
 * transaction, adapters/ the rest, deps.ts wires them. Nothing here knows SQL, NATS, files or Koa.
 */

export interface AdminPageRequest {
  after?: StoryKeys;
  query?: string;
  limit: number;
  /** The search's matches were counted (searchTotal exact): few enough to read from the search index and sort. */
  fewMatches?: boolean;
}

export interface StoriesRepo {
  findById(id: string): Promise<StoryRecord | undefined>;
  /** The user's stories, newest first. */
  listByUser(userId: string): Promise<StoryRecord[]>;
  /** A collection's parts in reading order (collectionOrder), for its printed book. */
  listCollection(collectionId: string): Promise<StoryRecord[]>;
  /**
   * The full-text query of a search's words, tokenised as the stories' search words are: every word as the
   * beginning of one of a story's words, all required. Null when the words hold nothing searchable.
   */
  fullTextQuery(words: string): Promise<string | null>;
  /**
   * A page of owned stories for the admin console (ADR 0035): newest first (id breaking ties), strictly after
   * `after` when given, matching the full-text `query` when given; each with its cursor keys.
   */
  adminPage(page: AdminPageRequest): Promise<(StoryRecord & { keys: StoryKeys })[]>;
  /** How many owned stories match the query (all of them without one), counting no further than `upTo`. */
  adminCount(query?: string, upTo?: number): Promise<number>;
  /** The planner's estimate of how many owned stories match the query: no row is read. */
  adminEstimate(query: string): Promise<number>;
  insert(story: NewStory): Promise<StoryRecord>;
  /** Deletes the story when it belongs to the user; false when there was none to delete. */
  deleteOwned(id: string, userId: string): Promise<boolean>;
  /** Makes a standalone story the first part of a collection (order 1); a story already in one keeps it. */
  startCollection(id: string, collectionId: string): Promise<void>;
  /** The next collectionOrder of a collection; serialises concurrent continues until the transaction ends. */
  nextCollectionOrder(collectionId: string): Promise<number>;
  /** Gives the unowned previews of an anonymous session to a user; returns how many moved. */
  adoptPreviews(sessionId: string, user: { id: string; username: string | null }): Promise<number>;
  /** Hides (or shows again) every story of a user from everyone else. */
  setOwnerDisabled(userId: string, disabled: boolean): Promise<number>;
  /** Spell finished: the recording's address, and its read-along timings' when the narrator made them. */
  setAudio(id: string, audioUrl: string, timingsUrl: string | null): Promise<void>;
  /** Spell could not narrate: the story shows no player. */
  dropAudio(id: string): Promise<void>;
  /** The user's stories waiting for a parent, oldest first. */
  listWaiting(userId: string): Promise<StoryRecord[]>;
  /** Lets a waiting story of the user be read; false when there was none waiting. */
  approve(id: string, userId: string): Promise<boolean>;
  /** A job starts (again) from the first word: status 'writing', nothing written yet. False when the story is settled. */
  restartWriting(id: string): Promise<boolean>;
  /** What the job has written so far (title and paragraphs), while the story is not settled. */
  saveProgress(id: string, progress: { title: string; content: string }): Promise<void>;
  setStatus(id: string, status: 'writing' | 'illustrating'): Promise<void>;
  /**
   * The story is whole: its text, pictures and 'ready'. False when it was already settled (ready or failed), so a
   * redelivered job never settles a story twice.
   */
  finish(id: string, story: FinishedStory): Promise<boolean>;
  /** The story failed with a reason the family reads; false when it was already settled. */
  fail(id: string, reason: string): Promise<boolean>;
}

/** What a finished job writes on its story. */
export interface FinishedStory {
  title: string;
  content: string;
  preview: string;
  readTime: number;
  metadata: StoryRecord['metadata'];
  imageUrls: string[];
}

/** The work queue of story jobs: one job per story, recorded in the transaction that saves the story. */
export interface StoryJobsRepo {
  enqueue(storyId: string): Promise<void>;
}

export interface Referral {
  id: string;
  referrerUserId: string;
  referralCode: string;
  sharedStoryId: string | null;
  recipientEmail: string | null;
  recipientUserId: string | null;
  status: 'pending' | 'completed';
  bonusAwarded: boolean;
  createdAt: Date;
  completedAt: Date | null;
}

/** One friend who signed up through a sharer's link (ADR 0027). */
export interface ReferralCompletion {
  referralId: string;
  referrerUserId: string;
  recipientUserId: string;
  bonusAwarded: boolean;
  completedAt: Date;
}

export interface ReferralsRepo {
  findByCode(code: string): Promise<Referral | undefined>;
  /** A link (no recipient) the user already made for the story, to hand out again: it serves every friend. */
  findOpenLink(referrerUserId: string, storyId: string): Promise<Referral | undefined>;
  insert(referral: {
    referrerUserId: string;
    referralCode: string;
    sharedStoryId: string;
    recipientEmail: string | null;
  }): Promise<Referral>;
  /**
   * Waits until no other transaction is completing a referral of this sharer, until this transaction ends, so
   * counting the bonuses in the window and recording the next one cannot race past the cap.
   */
  lockSharer(referrerUserId: string): Promise<void>;
  /** The bonuses the sharer earned since the given moment. */
  bonusesSince(referrerUserId: string, since: Date): Promise<number>;
  /**
   * Records a friend's completion of a link once: false when this new user already completed a referral (this
   * link or any other, the same sharer's or not). The link reads completed from its first friend on.
   */
  complete(completion: ReferralCompletion): Promise<boolean>;
  /** The referral this user completed when they signed up, if any. */
  completionOf(recipientUserId: string): Promise<ReferralCompletion | undefined>;
}

export interface NarrationJob {
  id: string;
  storyId: string;
  userId: string;
  holdId: string;
  attempts: number;
}

/** A worker's hold on a narration job: the job and the attempt it claimed (a later claim is another worker's). */
export type NarrationClaim = Pick<NarrationJob, 'id' | 'attempts'>;

/**
 * The narration queue. A claim is a lease its worker renews while it works, so a job whose worker died is taken
 * again once the lease runs out; a worker that lost its claim (its lease ran out and another took the job)
 * writes nothing: each write below answers false then.
 */
export interface NarrationJobsRepo {
  enqueue(job: { storyId: string; userId: string; holdId: string }): Promise<void>;
  /** Claims the oldest waiting job (or one whose lease ran out: its worker died) for `leaseSeconds`. */
  claimNext(now: Date, leaseSeconds: number): Promise<NarrationJob | undefined>;
  /** Extends the claim's lease to `until`. */
  renew(claim: NarrationClaim, until: Date): Promise<boolean>;
  finish(claim: NarrationClaim, result: { audioSeconds: number | null; workSeconds: number }, at: Date): Promise<boolean>;
  /** Gives the job back to the queue after a failed attempt, to be tried again from `notBefore`. */
  retry(claim: NarrationClaim, error: string, notBefore: Date): Promise<boolean>;
  fail(claim: NarrationClaim, error: string, at: Date): Promise<boolean>;
}

export interface Repos {
  stories: StoriesRepo;
  referrals: ReferralsRepo;
  narrationJobs: NarrationJobsRepo;
  storyJobs: StoryJobsRepo;
}

/** A story's progress as its job tells it (issue #22); the SSE route turns it into the contract's events. */
export type StoryProgressEvent =
  | { event: 'paragraph'; data: { index: number; text: string } }
  | { event: 'picture'; data: { sceneIndex: number; url: string; alt: string } }
  | { event: 'status'; data: { status: StoryStatus; title: string | null } }
  | { event: 'ready' }
  | { event: 'failed'; data: { reason: string; inkReturned: boolean } };

/**
 * Progress that travels between instances (a JetStream stream kept for a while): any instance's event stream
 * replays a story's progress from the start, or from after the last id a reconnecting client saw.
 */
export interface StoryProgress {
  publish(storyId: string, event: StoryProgressEvent): Promise<void>;
  /** The story's progress after `afterId` (from the start without one), then live, until `signal` aborts. */
  follow(storyId: string, afterId: number | undefined, signal: AbortSignal): AsyncIterable<{ id: number; event: StoryProgressEvent }>;
}

/** Tells the outbox relay a job was recorded, so it reaches the queue at once instead of at the next poll. */
export interface StoryJobQueue {
  kick(): void;
}

export type { RecordEvent } from '@inkspell/service-kit/ports';

/** The repositories inside one transaction, and recordEvent. */
export type TxRepos = KitTxRepos<Repos>;

/** Runs work in one database transaction: repository calls and recorded events commit or roll back together. */
export type Transaction = KitTransaction<Repos>;

/** Ink set aside before a story is made (`ink.hold.create`); not enough ink is the ink service's 402, passed on. */
export interface InkHolds {
  hold(request: { idempotencyKey: string; userId: string; amount: number; description: string }): Promise<{ holdId: string }>;
}

/**
 * The parent's gate, as accounts keeps it (accounts.parent-pin.verify, ADR 0019): resolves with the gate's state
 * when `pin` lets the request through (or no PIN is set), refuses with accounts' 403 or 429 otherwise.
 */
export type ParentGate = (userId: string, pin: string | undefined) => Promise<ParentGateState>;

/** Stores an illustration or a recording under its content-addressed name; returns the URL it is served at. */
export interface AssetStore {
  save(asset: Asset): Promise<string>;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message is about, logged when mail is written to a folder. */
  link?: string;
}

/**
 * Resolves once the message was handed to the mail server (delivered) or, with MAIL_MODE=file, written to the
 * local outbox (not delivered); throws when it could not be handed over.
 */
export type Mailer = (mail: Mail) => Promise<{ delivered: boolean }>;

/** Free previews per address and hour: `take` is false once the address has used its budget. */
export interface PreviewQuota {
  take(ip: string, now: Date): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

/** The narration worker: told when a job was queued, so it starts without waiting for its next look. */
export interface NarrationQueue {
  kick(): void;
}

/** Milliseconds since the epoch; tests move it forward. */
export type Clock = () => number;

export interface StoriesSettings {
  /** Where shared links point: the gateway's public address. */
  appUrl: string;
  /** Tries of a narration before it is given up and its ink refunded. */
  narrationAttempts: number;
  /** How long a worker may hold a narration before another takes it over (it must have died). */
  narrationLeaseSeconds: number;
  /** Referral bonuses one sharer may earn in a rolling 30 days (ADR 0027). */
  referralBonusCap: number;
  /** A story job still unsettled this long after its story was asked for fails, ink returned (below the hold's lifetime). */
  storyJobDeadlineSeconds: number;
  /** Pictures drawn at once for one story. */
  picturesAtOnce: number;
  /** Where illustrations and recordings are stored and served from (ASSETS_DIR). */
  assetsDir: string;
  /** Seconds of silence after which a story's event stream sends a keep-alive comment. */
  streamKeepAliveSeconds: number;
}

export interface StoriesPorts {
  repos: Repos;
  transaction: Transaction;
  engines: Engines;
  inkHolds: InkHolds;
  parentGate: ParentGate;
  assets: AssetStore;
  mailer: Mailer;
  previewQuota: PreviewQuota;
  narration: NarrationQueue;
  storyJobs: StoryJobQueue;
  progress: StoryProgress;
  now: Clock;
  settings: StoriesSettings;
}
