import type { Redis } from 'ioredis';
import type { ParentPinTries } from '../domain/ports';

/** Gives a try back only while its window lives: a DECR on a missing key would leave a counter without expiry. */
const giveBackScript = "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0";

/**
 * Parent-PIN tries per user in Redis, in a fixed window from the first try (INCR + EXPIRE NX). A try is counted
 * before the PIN is checked and given back when it was right, so only wrong ones stay counted and a burst of
 * parallel guesses is cut at the limit.
 */
export function createParentPinTries(
  redis: Redis,
  prefix: string,
  limits: { maxWrongTries: number; windowSeconds: number },
): ParentPinTries {
  const key = (userId: string) => `${prefix}parent-pin-tries:${userId}`;
  return {
    async take(userId) {
      const replies = await redis.multi().incr(key(userId)).expire(key(userId), limits.windowSeconds, 'NX').ttl(key(userId)).exec();
      const count = Number(replies?.[0]?.[1] ?? 0);
      const ttl = Number(replies?.[2]?.[1] ?? limits.windowSeconds);
      return { allowed: count <= limits.maxWrongTries, retryAfterSeconds: Math.max(ttl, 1) };
    },
    async giveBack(userId) {
      await redis.eval(giveBackScript, 1, key(userId));
    },
    async clear(userId) {
      await redis.del(key(userId));
    },
  };
}
