import type { CurrentUserCache } from './current-user-cache';
import type { Transaction as KitTransaction, TxRepos as KitTxRepos } from '@inkspell/service-kit/ports';
import type { PageTotal, Role } from '@inkspell/contracts';

/**
 * What the accounts use-cases need from the outside, as interfaces: db/ implements the repositories and
 * the transaction, adapters/ the rest, deps.ts wires them. Nothing here knows SQL, Redis, NATS or Koa.
 */

export interface User {
  id: string;
  username: string;
  email: string | null;
  /** An address asked for but not yet confirmed through its mailed link (ADR 0025). */
  pendingEmail: string | null;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  isVerified: boolean;
  isDisabled: boolean;
  disabledReason: string | null;
  twoFactorEnabled: boolean;
  twoFactorSecret: string | null;
  /** A secret generated but not yet confirmed with a code. */
  twoFactorPendingSecret: string | null;
  /** The last TOTP time step accepted, so a code cannot be replayed inside its window. */
  twoFactorLastStep: number | null;
  /** The parent PIN's argon2id hash (ADR 0019); null when the account has none. */
  parentPinHash: string | null;
  /** New stories wait for a parent's approval (only ever true with a PIN set). */
  reviewStories: boolean;
  createdAt: Date;
}

export type NewUser = Pick<User, 'username' | 'email' | 'passwordHash' | 'firstName' | 'lastName'> &
  Partial<Pick<User, 'role' | 'isVerified'>>;
export type UserChanges = Partial<Omit<User, 'id' | 'createdAt'>>;

export interface UsersRepo {
  findById(id: string): Promise<User | undefined>;
  findByUsername(username: string): Promise<User | undefined>;
  findByEmail(email: string): Promise<User | undefined>;
  /** The new user, or which unique value another user already holds (two registrations racing). */
  insert(user: NewUser): Promise<User | { taken: 'username' | 'email' }>;
  update(id: string, changes: UserChanges): Promise<User>;
  /** Makes a confirmed address the user's (verified, nothing pending), or says another user holds it. */
  confirmEmail(id: string, email: string): Promise<User | { taken: 'email' }>;
  /**
   * A page of users newest first (issue #24), optionally those whose username, e-mail, first or last name starts
   * with `search`; the cursor is the one the previous page gave (an altered one is a 400).
   */
  page(query: { search?: string; cursor?: string; limit: number }): Promise<{ items: User[]; nextCursor: string | null }>;
  /** How many users the search matches: counted, or the planner's estimate when very many do. */
  total(search?: string): Promise<PageTotal>;
  /** The users with these ids; ids of nobody are left out. */
  findByIds(ids: readonly string[]): Promise<User[]>;
  /** At most `limit` users whose username or e-mail starts with `search`, in username order. */
  findByPrefix(search: string, limit: number): Promise<User[]>;
  /** Records a TOTP step only if it is newer than the last one: false when a racing request used it first. */
  advanceTotpStep(id: string, step: number): Promise<boolean>;
}

export type LinkPurpose = 'password_reset' | 'disable_2fa' | 'confirm_email';

export interface StoredToken {
  id: string;
  userId: string;
  /** The address the link was mailed to. */
  email: string | null;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Single-use e-mailed tokens, kept only as hashes. */
export interface TokensRepo {
  /** Stores a new token; earlier unused ones of the same purpose become void. */
  store(token: { userId: string; purpose: LinkPurpose; tokenHash: string; email: string; expiresAt: Date }): Promise<void>;
  find(purpose: LinkPurpose, tokenHash: string): Promise<StoredToken | undefined>;
  /** Marks a token used: false when another request used it first. */
  use(id: string): Promise<boolean>;
}

export interface BackupCodesRepo {
  /** Replaces a setup's waiting codes with new ones. */
  storePending(userId: string, codeHashes: string[]): Promise<void>;
  /** On confirmation the waiting codes replace any earlier set. */
  activate(userId: string): Promise<void>;
  deleteAll(userId: string): Promise<void>;
  /** Uses a code once: true only for the request that spent it. */
  consume(userId: string, codeHash: string): Promise<boolean>;
}

/** Every forgot-password request, kept for abuse review (spec 02 §3). */
export interface ResetAttemptsRepo {
  record(attempt: { email: string; ipAddress: string }): Promise<void>;
}

/** Every promotion to administrator by the operator's command, kept for audit (append-only). */
export interface RoleGrantsRepo {
  record(grant: { userId: string; username: string; role: Role; grantedBy: string }): Promise<void>;
}

export interface Repos {
  users: UsersRepo;
  roleGrants: RoleGrantsRepo;
  tokens: TokensRepo;
  backupCodes: BackupCodesRepo;
  resetAttempts: ResetAttemptsRepo;
}

export type { RecordEvent } from '@inkspell/service-kit/ports';

/** The repositories inside one transaction, and recordEvent. */
export type TxRepos = KitTxRepos<Repos>;

/** Runs work in one database transaction: repository calls and recorded events commit or roll back together. */
export type Transaction = KitTransaction<Repos>;

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message is about (never logged: it may carry a sign-in token). */
  link?: string;
}

/**
 * Resolves once the message was handed to the mail server (delivered) or, with MAIL_MODE=file, written to the
 * local outbox (not delivered); throws a 503 when the server is down or refuses it.
 */
export type Mailer = (mail: Mail) => Promise<{ delivered: boolean }>;

/** One action per key per window: `take` is true the first time, `release` gives the window back. */
export interface Cooldown {
  take(key: string): Promise<boolean>;
  release(key: string): Promise<void>;
}

/** A fixed budget of requests per key and window. */
export interface RequestCap {
  take(key: string): Promise<boolean>;
}

export interface LoginLimiter {
  isBlocked(username: string, ip: string): Promise<{ blocked: boolean; retryAfterSeconds: number }>;
  recordFailure(username: string, ip: string): Promise<void>;
  clearAccount(username: string): Promise<void>;
}

/**
 * Wrong parent PINs per user in a fixed window. A try is taken before the PIN is checked (so parallel guesses
 * cannot all slip past the count) and given back when the PIN was right.
 */
export interface ParentPinTries {
  /** Takes one try: allowed false (with when to retry) once the user's wrong tries filled the window. */
  take(userId: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
  giveBack(userId: string): Promise<void>;
  clear(userId: string): Promise<void>;
}

/** Ends sessions; starting one is the HTTP layer's job (the use-case only says who gets it). */
export interface Sessions {
  destroy(sid: string): Promise<void>;
  /** Ends every session of a user, except one when given; returns how many ended. */
  destroyAllFor(userId: string, except?: string): Promise<number>;
}

/** A balance from the ink service; null when it cannot answer, so the current user still loads. */
export type InkBalanceReader = (userId: string) => Promise<number | null>;

/** Milliseconds since the epoch; tests move it forward. */
export type Clock = () => number;

export interface LinkSettings {
  /** Where links in e-mails point: the gateway's public address. */
  appUrl: string;
  resetTokenTtlMs: number;
  disableTokenTtlMs: number;
}

/** The administrator account's rules (ADR 0024). */
export interface AdminAccountSettings {
  /** ADMIN_USERNAME: registration refuses it and its look-alikes. */
  username: string;
  /** Production: an administrator still on the development password cannot sign in. */
  refuseDevelopmentPassword: boolean;
}

/** Who is asking: the signed-in user, the session the request came with, and the address it came from. */
export interface Caller {
  userId: string;
  sid?: string;
  ip: string;
}

/** Who a use-case decided should be signed in; the route turns it into a session. */
export interface SessionGrant {
  userId: string;
  username: string;
  role: Role;
}

export interface AccountsPorts {
  repos: Repos;
  transaction: Transaction;
  sessions: Sessions;
  loginLimiter: LoginLimiter;
  parentPinTries: ParentPinTries;
  /** One e-mailed link per account and purpose per window, spent only when the mail went out. */
  linkCooldown: Cooldown;
  /** Forgot-password requests per IP, found or not: keeps "Email Not Found" an expensive oracle. */
  resetRequestsPerIp: RequestCap;
  mailer: Mailer;
  inkBalance: InkBalanceReader;
  /** Current-user answers read lately (ADR 0036). */
  currentUsers: CurrentUserCache;
  now: Clock;
  links: LinkSettings;
  adminAccount: AdminAccountSettings;
}
