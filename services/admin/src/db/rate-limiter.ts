import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '@inkspell/service-kit';
import type { RateLimiter } from '../domain/ports';
import { rateLimitWindows } from './schema';

/**
 * A fixed-window limit per caller in PostgreSQL (the admin service has no Redis; stories' preview quota is the
 * same shape): one upsert counts the request and answers the window's count, so racing requests cannot both
 * slip under the limit. Windows ended a while ago are swept as new ones begin.
 */
export function createRateLimiter(db: Executor, options: { bucket: string; max: number; windowMs: number }): RateLimiter {
  let lastSweptWindow = 0;
  return {
    async take(key, now) {
      const windowStart = Math.floor(now.getTime() / options.windowMs) * options.windowMs;
      if (windowStart !== lastSweptWindow) {
        lastSweptWindow = windowStart;
        const ended = lt(rateLimitWindows.windowStart, new Date(windowStart - options.windowMs));
        await db.delete(rateLimitWindows).where(and(eq(rateLimitWindows.bucket, options.bucket), ended));
      }
      const [row] = await db
        .insert(rateLimitWindows)
        .values({ bucket: options.bucket, key, windowStart: new Date(windowStart), count: 1 })
        .onConflictDoUpdate({
          target: [rateLimitWindows.bucket, rateLimitWindows.key, rateLimitWindows.windowStart],
          set: { count: sql`${rateLimitWindows.count} + 1` },
        })
        .returning({ count: rateLimitWindows.count });
      const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + options.windowMs - now.getTime()) / 1000));
      return { allowed: (row?.count ?? 1) <= options.max, retryAfterSeconds };
    },
  };
}
