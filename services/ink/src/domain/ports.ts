import type { EventData, InkPack, InkTransaction, ParentGateState, PaymentProvider } from '@inkspell/contracts';
import type { HoldState, SettledState } from './hold-rules';
import type { Movement, MovementFacts } from './ledger';
import type { HistoryKeys } from './history-paging';

/** The result of posting a movement under its idempotency key. */
export type PostOutcome =
  | { status: 'posted'; walletBalance: number | null }
  | { status: 'exists'; existing: MovementFacts }
  | { status: 'insufficient'; balance: number };

export interface HoldRecord {
  id: string;
  idempotencyKey: string;
  userId: string;
  amount: number;
  state: HoldState;
  description: string;
  expiresAt: Date;
}

/** The ledger's storage, inside one database transaction. */
export interface LedgerStore {
  /** Creates the user's wallet at 0 when missing; true when this call created it. */
  createWallet(userId: string): Promise<boolean>;
  /** The wallet's balance, or null when the user has no wallet yet. */
  walletBalance(userId: string): Promise<number | null>;
  /** Posts a movement once: a second post under the same key reports the first one instead. */
  post(movement: Movement): Promise<PostOutcome>;
  /** A page of the user's wallet movements, newest first, strictly after `after` when given; each with its cursor keys. */
  history(userId: string, page: { after?: HistoryKeys; limit: number }): Promise<(InkTransaction & { keys: HistoryKeys })[]>;
  /** How many movements the user's history holds. */
  historyCount(userId: string): Promise<number>;
  /** One movement of the user's wallet as their history shows it, or null when it is not theirs (or does not exist). */
  walletTransaction(userId: string, transactionId: string): Promise<InkTransaction | null>;
  findHoldByKey(idempotencyKey: string): Promise<HoldRecord | null>;
  /** Reads a hold and locks it until the transaction ends, so two settlements of it take turns. */
  lockHold(holdId: string): Promise<HoldRecord | null>;
  /** Live holds past their expiry, locked; holds another sweeper has locked are skipped. */
  lockExpiredHolds(now: Date, limit: number): Promise<HoldRecord[]>;
  insertHold(hold: HoldRecord): Promise<void>;
  settleHold(holdId: string, state: SettledState, note: string, at: Date): Promise<void>;
  /** Writes an event to the outbox in this transaction; it is published only if the transaction commits. */
  recordPurchase(data: EventData<'inkspell.ink.purchased'>): Promise<void>;
}

/** Runs work in one database transaction (for event handlers: inside the consumer's own transaction). */
export type RunInTransaction = <T>(work: (store: LedgerStore) => Promise<T>) => Promise<T>;

export interface Clock {
  now(): Date;
}

/** A hold to post: its movement and its welcome movement (posted first when the wallet is not open yet). */
export interface HoldCreation {
  holdId: string;
  /** The caller's key, which the hold row keeps. */
  callerKey: string;
  description: string;
  expiresAt: Date;
  movement: Movement;
  welcome: Movement;
}

/** Posted (nothing was, when the key was taken or the ink too little). */
export type HoldCreationOutcome =
  | { status: 'posted'; holdId: string; balance: number }
  | { status: 'exists'; existing: MovementFacts; holdId: string; balance: number }
  | { status: 'insufficient'; balance: number };

/** A capture or release of a hold; `userId`, when given, must own it. */
export interface HoldSettlement {
  holdId: string;
  userId?: string;
  target: SettledState;
  note: string;
  at: Date;
}

/** The state the hold was in (null: no such hold for this caller); settled towards the target only when it was held. */
export interface HoldSettlementOutcome {
  state: HoldState | null;
}

/**
 * Holds and their settlements, each posted whole in one statement (many at once when they arrive together): the
 * ink service's busiest path, which the issue #25 bench measures.
 */
export interface HoldDesk {
  create(hold: HoldCreation): Promise<HoldCreationOutcome>;
  settle(settlement: HoldSettlement): Promise<HoldSettlementOutcome>;
}

export interface Ledger {
  transaction: RunInTransaction;
  holds: HoldDesk;
  /** Runs a read without opening a transaction. */
  read: RunInTransaction;
  clock: Clock;
}

/** A PaymentIntent as the provider reports it; the metadata is what we wrote when creating it. */
export interface ProviderIntent {
  id: string;
  status: string;
  amountCents: number;
  currency: string;
  userId: string | null;
  packageId: string | null;
}

export interface ProviderEvent {
  id: string;
  type: string;
  /** The PaymentIntent the event is about, when it is about one. */
  intent: ProviderIntent | null;
}

/** Stripe, or the demo provider that charges nobody. A failure to reach the provider throws. */
export interface PaymentsProvider {
  readonly name: PaymentProvider;
  createIntent(request: { userId: string; pack: InkPack }): Promise<{ id: string; clientSecret: string }>;
  /**
   * The intent after the customer's confirmation step, or null when the provider does not know it. With Stripe
   * the browser confirmed it already and this reads it back; the demo provider completes its own intent here,
   * for its owner only, without charging anyone.
   */
  confirmIntent(paymentIntentId: string, userId: string): Promise<ProviderIntent | null>;
  /** Checks a webhook's signature over its raw body; throws invalidSignature when it does not hold. */
  verifyWebhook(rawBody: string | undefined, signature: string | undefined): ProviderEvent;
}

export interface InkSettings {
  /** Ink for a new user who joined through a referral link (0: none). */
  referralNewUserBonus: number;
}

/**
 * The parent's gate, as accounts keeps it (accounts.parent-pin.verify, ADR 0019): resolves when `pin` lets a
 * purchase through (or no PIN is set), refuses with accounts' 403 or 429 otherwise.
 */
export type ParentGate = (userId: string, pin: string | undefined) => Promise<ParentGateState>;

/** What a use-case works with: the ledger, the payments provider and the settings. */
export interface InkContext {
  ledger: Ledger;
  payments: PaymentsProvider;
  settings: InkSettings;
}

/** What the ink service's routes hand their use-cases: the context and the parent's gate before a purchase. */
export interface InkPorts extends InkContext {
  parentGate: ParentGate;
}
