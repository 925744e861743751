import type { Redis } from 'ioredis';
import { commonMessages, httpStatus } from '@inkspell/contracts';
import type { Logger } from '../logger';
import { sendError } from './error-response';
import { noParams, type Policy } from './types';

export interface RateLimitOptions {
  redis: Redis;
  prefix: string;
  max: number;
  windowSeconds: number;
  log: Logger;
}

/**
 * Fixed-window limit per client IP, counted in Redis so every gateway instance shares it.
 * The window number is part of the key, so a new window starts from zero without any reset step,
 * and the TTL only cleans up.
 */
export function rateLimitPolicy({ redis, prefix, max, windowSeconds, log }: RateLimitOptions): Policy {
  const windowMs = windowSeconds * 1000;
  return {
    name: 'ip-rate-limit',
    schema: noParams('ip-rate-limit'),
    policy: () => (req, res, next) => {
      // Fail open: a Redis outage should not take static pages and public reads down with it (signed-in
      // requests still get their 503 from the auth policy). Not ready → do not even wait for a timeout.
      if (redis.status !== 'ready') return next();
      // The gateway is the edge: X-Forwarded-For from the client is not trusted for this.
      const ip = req.socket.remoteAddress ?? 'unknown';
      const now = Date.now();
      const window = Math.floor(now / windowMs);
      const key = `${prefix}gateway:rate:${ip}:${window}`;
      redis
        .multi()
        .incr(key)
        .expire(key, windowSeconds)
        .exec()
        .then(
          (results) => {
            const count = Number(results?.[0]?.[1]);
            if (!(count > max)) return next();
            const retryAfter = Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000));
            sendError(req, res, httpStatus.rateLimited, commonMessages.rateLimited, { 'retry-after': String(retryAfter) });
          },
          (err: unknown) => {
            log.warn('rate limit skipped, Redis unavailable', { err });
            next();
          },
        );
    },
  };
}
