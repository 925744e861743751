import type { PublicUser } from '@inkspell/contracts';

/** The current-user answers read lately, per user (ADR 0036). */
export interface CurrentUserCache {
  /** The answer whose read started less than `ttlMs` ago (or is still in progress); otherwise reads it with `read`. */
  get(userId: string, read: () => Promise<PublicUser>): Promise<PublicUser>;
  /** Forgets the user's answer and any read in progress, so the next request reads afresh. */
  forget(userId: string): void;
}

export interface CurrentUserCacheOptions {
  /** How long an answer is used after its read started: the most it can lag behind a change nobody announced. */
  ttlMs?: number;
  /** How many users' answers are kept (oldest forgotten first). */
  cacheSize?: number;
  now?: () => number;
}

interface Kept {
  read: Promise<PublicUser>;
  startedAt: number;
}

/**
 * GET /api/auth/user with many families signed in read the user's row and asked ink for the balance on every
 * request (issue #25). An answer is now used for at most `ttlMs` after its read started, and is dropped at once
 * when the user's row is written here or ink announces a movement of their wallet (ADR 0036). The age is taken
 * from the start of the read, so whatever changed before a read began is in it; a read in progress when its
 * user is forgotten is left to finish for whoever asked, but it is not kept. An answer without a balance (ink
 * did not answer) or a failed read is not kept either.
 */
export function createCurrentUserCache({
  ttlMs = 1000,
  cacheSize = 10_000,
  now = Date.now,
}: CurrentUserCacheOptions = {}): CurrentUserCache {
  const kept = new Map<string, Kept>();
  const drop = (userId: string, entry: Kept) => {
    if (kept.get(userId) === entry) kept.delete(userId);
  };
  return {
    get(userId, read) {
      const at = now();
      const known = kept.get(userId);
      if (known && at - known.startedAt < ttlMs) return known.read;
      if (known) kept.delete(userId);
      const entry: Kept = { read: read(), startedAt: at };
      entry.read.then(
        (answer) => answer.inkCount === null && drop(userId, entry),
        () => drop(userId, entry),
      );
      const oldest = kept.size >= cacheSize ? kept.keys().next().value : undefined;
      if (oldest !== undefined) kept.delete(oldest);
      kept.set(userId, entry);
      return entry.read;
    },
    forget(userId) {
      kept.delete(userId);
    },
  };
}
