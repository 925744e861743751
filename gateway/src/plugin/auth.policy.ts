import type { IncomingHttpHeaders } from 'node:http';
import type { Redis } from 'ioredis';
import { commonMessages, httpStatus, redisKeys, sessionDataSchema, type SessionData } from '@inkspell/contracts';
import type { Logger } from '../logger';
import type { TokenMinter } from '../token';
import { sessionIdOf } from './cookies';
import { takePrefetchedSession } from './edge-lookup';
import { sendError } from './error-response';
import { noParams, type Policy } from './types';

export interface AuthOptions {
  redis: Redis;
  prefix: string;
  mintToken: TokenMinter;
  log: Logger;
}

/** Identity is only ever what the gateway asserts: nothing a client sends may look like it. */
function stripIdentityHeaders(headers: IncomingHttpHeaders): void {
  delete headers.authorization;
  for (const name of Object.keys(headers)) {
    if (name.startsWith('x-user-')) delete headers[name];
  }
}

function liveSession(raw: string | null, now: number, log: Logger): SessionData | undefined {
  if (raw === null) return undefined;
  let parsed: ReturnType<typeof sessionDataSchema.safeParse>;
  try {
    parsed = sessionDataSchema.safeParse(JSON.parse(raw));
  } catch {
    log.warn('session in Redis is not JSON; treated as no session');
    return undefined;
  }
  if (!parsed.success) {
    // A visitor's pre-login session (e.g. no userId yet) lands here too; that is not an error.
    log.debug('session carries no user; treated as no session');
    return undefined;
  }
  if (parsed.data._expire !== undefined && parsed.data._expire < now) return undefined;
  return parsed.data;
}

/**
 * ARCHITECTURE §3: opaque cookie outside, signed token inside. Resolves the session cookie in Redis
 * and forwards `Authorization: Bearer <JWT>`; without a live session no Authorization goes upstream
 * and the service decides whether that is a 401.
 */
export function authPolicy({ redis, prefix, mintToken, log }: AuthOptions): Policy {
  return {
    name: 'session-auth',
    schema: noParams('session-auth'),
    policy: () => async (req, res, next) => {
      stripIdentityHeaders(req.headers);
      const sid = sessionIdOf(req);
      if (sid === undefined) return next();

      let session: SessionData | undefined;
      try {
        // The rate limit has usually read it in its round trip already.
        const prefetched = takePrefetchedSession(req, sid);
        const raw = prefetched === undefined ? await redis.get(redisKeys.session(prefix, sid)) : prefetched;
        session = liveSession(raw, Date.now(), log);
      } catch (err) {
        log.error('cannot read session, Redis unavailable', { err });
        return sendError(req, res, httpStatus.unavailable, commonMessages.unavailable);
      }
      if (!session) return next();

      try {
        req.headers.authorization = `Bearer ${await mintToken(session, sid)}`;
      } catch (err) {
        log.error('cannot mint gateway token', { err });
        return sendError(req, res, httpStatus.internal, commonMessages.internal);
      }
      next();
    },
  };
}
