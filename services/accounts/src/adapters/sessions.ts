import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { redisKeys, sessionDataSchema } from '@inkspell/contracts';

/**
 * koa-session's external store in Redis, plus an index of each user's sessions so that disabling a user
 * or changing a password can end all of them at once. The gateway reads the same keys.
 */
export function createSessionStore(redis: Redis, prefix: string) {
  const key = (sid: string) => redisKeys.session(prefix, sid);
  const index = (userId: string) => redisKeys.userSessions(prefix, userId);
  return {
    async get(sid: string) {
      const raw = await redis.get(key(sid));
      return raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
    },
    async set(sid: string, session: Record<string, unknown>, maxAge: number | 'session' | undefined) {
      const ttl = typeof maxAge === 'number' ? maxAge : 24 * 3600 * 1000;
      const parsed = sessionDataSchema.safeParse(session);
      const tx = redis.multi().set(key(sid), JSON.stringify(session), 'PX', ttl);
      if (parsed.success) tx.sadd(index(parsed.data.userId), sid).pexpire(index(parsed.data.userId), ttl);
      await tx.exec();
    },
    async destroy(sid: string) {
      const raw = await redis.get(key(sid));
      const parsed = raw ? sessionDataSchema.safeParse(JSON.parse(raw)) : undefined;
      const tx = redis.multi().del(key(sid));
      if (parsed?.success) tx.srem(index(parsed.data.userId), sid);
      await tx.exec();
    },
    /** Ends every session of a user, except one when given (the one changing its own password). */
    async destroyAllFor(userId: string, except?: string): Promise<number> {
      const sids = (await redis.smembers(index(userId))).filter((sid) => sid !== except);
      if (sids.length === 0) return 0;
      await redis
        .multi()
        .del(...sids.map(key))
        .srem(index(userId), ...sids)
        .exec();
      return sids.length;
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;

/** A 256-bit random session id. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}
