import type { Transaction as KitTransaction, TxRepos as KitTxRepos } from '@inkspell/service-kit/ports';
import type {
  AdminUserQuery,
  AdminStats,
  AdminStoryQuery,
  AnalyticsEventName,
  AnalyticsProperties,
  CommandReply,
  ContactMessageRecord,
  contactMessageSchema,
  Page,
  PageTotal,
  RefundRequest,
  RefundStatus,
  refundRequestInputSchema,
  userNameSchema,
} from '@inkspell/contracts';
import type { z } from 'zod';

/**
 * What the admin use-cases need from the outside, as interfaces: db/ implements the repositories and the
 * transaction, adapters/ the rest (the accounts, stories and ink commands it sends), deps.ts wires them.
 */

export type RefundRequestInput = z.output<typeof refundRequestInputSchema>;
export type NewRefundRequest = Omit<RefundRequest, 'id' | 'status' | 'adminNotes' | 'processedAt' | 'createdAt'>;
export type AdminUser = CommandReply<'accounts.admin.list'>['items'][number];
export type UserName = z.infer<typeof userNameSchema>;
export type AdminStory = CommandReply<'stories.admin.list'>['items'][number];
export type OwnedStory = CommandReply<'stories.user.list'>['stories'][number];
export type InkTransaction = CommandReply<'ink.transaction.get'>;

/** A page's position and size, as the list's query string gave them. */
export interface PagingQuery {
  cursor?: string;
  limit: number;
}

/** Which refund requests a console list shows: of one status, of these users (a search by person). */
export interface RefundRequestFilter {
  status?: RefundStatus;
  userIds?: readonly string[];
}

export interface RefundRequestsRepo {
  /** The new request, or 'duplicate' when its story or purchase already has a pending or approved one. */
  insert(request: NewRefundRequest): Promise<RefundRequest | 'duplicate'>;
  /** A user's own requests, newest first. */
  listForUser(userId: string): Promise<RefundRequest[]>;
  /** A page of the requests the filter keeps, newest first, after the previous page's cursor (an altered one is a 400). */
  page(filter: RefundRequestFilter, paging: PagingQuery): Promise<Pick<Page<RefundRequest>, 'items' | 'nextCursor'>>;
  /** How many requests the filter keeps: counted, or estimated when very many. */
  total(filter: RefundRequestFilter): Promise<PageTotal>;
  find(id: string): Promise<RefundRequest | null>;
  /**
   * Settles a pending request in one conditional update; null when it is not pending (or does not exist), so
   * of any number of racing reviews exactly one changes it.
   */
  settle(
    id: string,
    decision: { status: Exclude<RefundStatus, 'pending'>; adminNotes: string | null; at: Date },
  ): Promise<RefundRequest | null>;
  stats(): Promise<AdminStats>;
}

/** Who did what to whom, and when (the time is the database's). */
export interface AuditEntry {
  actor: Actor;
  action: AuditAction;
  targetType:
    | 'refund_request'
    | 'refund_requests'
    | 'refund_stats'
    | 'user'
    | 'users'
    | 'stories'
    | 'contact_message'
    | 'contact_messages'
    | 'insights';
  /** The refund request or user acted on; null for a list that was viewed. */
  targetId: string | null;
  details: Record<string, unknown>;
}

export type AuditAction =
  | 'refund_request.approved'
  | 'refund_request.denied'
  | 'refund_requests.viewed'
  | 'refund_stats.viewed'
  | 'user.disabled'
  | 'user.enabled'
  | 'users.viewed'
  | 'stories.viewed'
  | 'contact_messages.viewed'
  | 'contact_message.marked_read'
  | 'contact_message.marked_unread'
  | 'insights.viewed';

export interface AuditLogRepo {
  record(entry: AuditEntry): Promise<void>;
}

/** The administrator (or user) a use-case acts for, as the gateway's token names them. */
export interface Actor {
  userId: string;
  username: string;
}

export type ContactMessageInput = z.output<typeof contactMessageSchema>;
export type NewContactMessage = ContactMessageInput & { userId: string | null };

/** Which contact messages the Messages tab shows: read or unread, searched by sender or subject words. */
export interface ContactMessageFilter {
  read?: boolean;
  search?: string;
}

export interface ContactMessagesRepo {
  insert(message: NewContactMessage): Promise<ContactMessageRecord>;
  /** A page of the messages the filter keeps, newest first, after the previous page's cursor. */
  page(filter: ContactMessageFilter, paging: PagingQuery): Promise<Pick<Page<ContactMessageRecord>, 'items' | 'nextCursor'>>;
  /** How many messages the filter keeps: counted, or estimated when very many. */
  total(filter: ContactMessageFilter): Promise<PageTotal>;
  /** The message with its new read flag, or null when there is none with this id. */
  setRead(id: string, read: boolean): Promise<ContactMessageRecord | null>;
}

/** One analytics row: a page view of a route pattern, or a named event; the user only when signed in. */
export type NewAnalyticsEvent =
  | { type: 'page_view'; route: string; userId: string | null }
  | { type: 'event'; name: AnalyticsEventName; properties: AnalyticsProperties; userId: string | null };

/** A saved story as inkspell.story.generated tells it; a purchase as inkspell.ink.purchased does. */
export interface StoryFact {
  storyId: string;
  userId: string;
  category: string;
  inkCost: number;
  occurredAt: Date;
}
export interface PurchaseFact {
  paymentIntentId: string;
  userId: string;
  packageId: string;
  credits: number;
  amountCents: number;
  demo: boolean;
  occurredAt: Date;
}

/** What the database counts for the Insights tab since a moment: sparse (days without anything are absent). */
export interface InsightsCounts {
  storiesPerDay: { day: string; stories: number; inkSpent: number }[];
  /** bought: paid purchases' credits; demo: the demo provider's, with how many such purchases. */
  inkBoughtPerDay: { day: string; bought: number; demo: number; demoPurchases: number }[];
  categories: { category: string; stories: number }[];
  pageViews: { route: string; views: number }[];
  events: { name: AnalyticsEventName; count: number }[];
}

export interface AnalyticsRepo {
  record(event: NewAnalyticsEvent): Promise<void>;
  /** Records a story once; a second call for the same story changes nothing. */
  recordStory(fact: StoryFact): Promise<void>;
  /** Records a purchase once per payment. */
  recordPurchase(fact: PurchaseFact): Promise<void>;
  countsSince(since: Date): Promise<InsightsCounts>;
}

export interface Repos {
  refundRequests: RefundRequestsRepo;
  auditLog: AuditLogRepo;
  contactMessages: ContactMessagesRepo;
  analytics: AnalyticsRepo;
}

/** A fixed-window counter per caller: counts this request and says whether it is within the limit. */
export interface RateLimiter {
  take(key: string, now: Date): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

/** Tells the administrator about a new contact message (a mail when SMTP and ADMIN_EMAIL are set). Never throws. */
export interface ContactNotifier {
  messageReceived(message: ContactMessageRecord): Promise<void>;
}

export type { RecordEvent } from '@inkspell/service-kit/ports';

/** The repositories inside one transaction, and recordEvent. */
export type TxRepos = KitTxRepos<Repos>;

/** Runs work in one database transaction: repository calls and recorded events commit or roll back together. */
export type Transaction = KitTransaction<Repos>;

/** Milliseconds since the epoch; tests move it forward. */
export type Clock = () => number;

/** The accounts service's administrator commands. A refusal (unknown user) comes back as its error. */
export interface AccountsDirectory {
  /** A page of the console's user list (issue #24). */
  list(query: AdminUserQuery): Promise<Page<AdminUser>>;
  /** Who these users are (at most a page of them), or null when accounts cannot answer right now (the list still loads). */
  tryNamesOf(userIds: readonly string[]): Promise<UserName[] | null>;
  /** At most `limit` people whose username or e-mail starts with the term, and whether more match. */
  find(search: string, limit: number): Promise<{ users: UserName[]; more: boolean }>;
  disable(userId: string, reason: string): Promise<AdminUser>;
  enable(userId: string): Promise<AdminUser>;
}

/** The stories service's commands: all stories for the console, a user's own for checking a refund. */
export interface StoriesDirectory {
  /** A page of every owned story, newest first (ADR 0035); a cursor the stories service did not give is its 400. */
  list(query: AdminStoryQuery): Promise<Page<AdminStory>>;
  ownedBy(userId: string): Promise<OwnedStory[]>;
}

/** The ink ledger's record of a user's movements: a refund's purchase is checked against it. */
export interface InkLedger {
  /** One movement of the user's own wallet, or null when it is not theirs or does not exist. */
  findTransaction(userId: string, transactionId: string): Promise<InkTransaction | null>;
}

export interface AdminPorts {
  repos: Repos;
  transaction: Transaction;
  accounts: AccountsDirectory;
  stories: StoriesDirectory;
  ink: InkLedger;
  /** Contact messages per address (an hour's window) and analytics events per address (a minute's window). */
  contactLimiter: RateLimiter;
  analyticsLimiter: RateLimiter;
  contactNotifier: ContactNotifier;
  now: Clock;
}
