import { commonMessages, httpStatus, redisKeys } from '@inkspell/contracts';
import type { Logger } from '../logger';
import type { ClientAddressOf } from './client-address';
import { sessionIdOf } from './cookies';
import { countRequest, type withEdgeScript } from './edge-lookup';
import { sendError } from './error-response';
import type { IpTally } from './ip-tally';
import { noParams, type Policy } from './types';

const failedStates = new Set(['reconnecting', 'close', 'end']);

export interface RateLimitOptions {
  redis: ReturnType<typeof withEdgeScript>;
  prefix: string;
  /** Requests per window from one client IP. */
  max: number;
  /** Requests per window of one signed-in user, whatever the IP. */
  userMax: number;
  windowSeconds: number;
  log: Logger;
  clientAddressOf: ClientAddressOf;
  /** Counts anonymous requests in this process (ip-tally.ts); without it every request is counted in Redis. */
  tally?: IpTally;
}

/**
 * Fixed-window limits per client IP and, for a request with a user's session, per user — counted in
 * Redis so every gateway worker and instance shares them (an anonymous request's count reaches Redis within
 * RATE_LIMIT_SYNC_MS, ip-tally.ts). The window number is part of the keys, so a
 * new window starts from zero without any reset step, and the TTL only cleans up. The same round trip
 * reads the session for the auth policy (edge-lookup.ts).
 */
export function rateLimitPolicy({ redis, prefix, max, userMax, windowSeconds, log, clientAddressOf, tally }: RateLimitOptions): Policy {
  const windowMs = windowSeconds * 1000;
  return {
    name: 'ip-rate-limit',
    schema: noParams('ip-rate-limit'),
    policy: () => (req, res, next) => {
      const ip = clientAddressOf(req) || 'unknown';
      const now = Date.now();
      const window = Math.floor(now / windowMs);
      const sid = sessionIdOf(req);
      const ipKey = `${prefix}gateway:rate:${ip}:${window}`;
      const judge = (count: { ip: number; user: number }) => {
        if (count.ip <= max && count.user <= userMax) return next();
        const retryAfter = Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000));
        sendError(req, res, httpStatus.rateLimited, commonMessages.rateLimited, { 'retry-after': String(retryAfter) });
      };
      // Counted here, whether Redis answers or not (what Redis has not yet been told is added once it is back).
      if (sid === undefined && tally) {
        const ipCount = tally.count(ipKey, window);
        if (typeof ipCount === 'number') return judge({ ip: ipCount, user: 0 });
        return void ipCount.then((ip) => judge({ ip, user: 0 }));
      }
      // Fail open: a Redis outage should not take static pages and public reads down with it (signed-in
      // requests still get their 503 from the auth policy). A connection that failed → do not even wait
      // for a timeout; one still being opened at start queues the count, so no request goes uncounted.
      if (failedStates.has(redis.status)) return next();
      const keys = {
        ip: ipKey,
        session: sid === undefined ? undefined : { sid, key: redisKeys.session(prefix, sid) },
        userPrefix: `${prefix}gateway:rate-user:${window}:`,
      };
      countRequest(redis, req, keys, windowSeconds).then(judge, (err: unknown) => {
        log.warn('rate limit skipped, Redis unavailable', { err });
        next();
      });
    },
  };
}
