import type { Redis } from 'ioredis';
import type { RequestCap } from '../domain/ports';

/** At most `limit` requests per key in a fixed window that starts with the first one (INCR + EXPIRE NX). */
export function createRequestCap(
  redis: Redis,
  prefix: string,
  options: { name: string; limit: number; windowSeconds: number },
): RequestCap {
  return {
    async take(name) {
      const key = `${prefix}${options.name}:${name}`;
      const replies = await redis.multi().incr(key).expire(key, options.windowSeconds, 'NX').exec();
      return Number(replies?.[0]?.[1] ?? 0) <= options.limit;
    },
  };
}
