import type { IncomingMessage } from 'node:http';
import type { Redis } from 'ioredis';

/*
 * One Redis round trip per API request (docs/perf.md): the rate limit's counters and the session the
 * auth policy needs, read together by a Lua script. It used to be a MULTI (INCR + EXPIRE) for the limit,
 * then a GET for the session: two round trips and four commands' worth of parsing on each side.
 */

/**
 * KEYS[1] the client IP's counter for this window; KEYS[2] the session ('' without a cookie).
 * ARGV[1] the window in seconds; ARGV[2] the prefix of the per-user counters of this window.
 * Returns { ip count, the session as stored (or false), the user's count (0 without a session) }.
 * The user's counter key comes from the session, so it cannot be declared up front: fine on one Redis
 * (and on Redis Cluster only if every key shares a hash tag, which REDIS_PREFIX could give them).
 */
const edgeScript = `
local ipCount = redis.call('INCR', KEYS[1])
if ipCount == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
if KEYS[2] == '' then return { ipCount, false, 0 } end
local raw = redis.call('GET', KEYS[2])
local userCount = 0
if raw then
  local ok, session = pcall(cjson.decode, raw)
  if ok and type(session) == 'table' and type(session.userId) == 'string' then
    local userKey = ARGV[2] .. session.userId
    userCount = redis.call('INCR', userKey)
    if userCount == 1 then redis.call('EXPIRE', userKey, ARGV[1]) end
  end
end
return { ipCount, raw, userCount }
`;

type EdgeRedis = Redis & {
  inkspellEdge(ipKey: string, sessionKey: string, windowSeconds: number, userKeyPrefix: string): Promise<[number, string | null, number]>;
};

/** Adds the script to the client (ioredis sends EVALSHA, and the script itself only when Redis lacks it). */
export function withEdgeScript(redis: Redis): EdgeRedis {
  redis.defineCommand('inkspellEdge', { numberOfKeys: 2, lua: edgeScript });
  return redis as EdgeRedis;
}

export interface EdgeCounts {
  ip: number;
  /** 0 when the request carries no session of a user. */
  user: number;
}

/** Counts the request for its IP and, with a session cookie, for the session's user; keeps the session for the auth policy. */
export async function countRequest(
  redis: EdgeRedis,
  req: IncomingMessage,
  keys: { ip: string; session?: { sid: string; key: string }; userPrefix: string },
  windowSeconds: number,
): Promise<EdgeCounts> {
  const [ip, raw, user] = await redis.inkspellEdge(keys.ip, keys.session?.key ?? '', windowSeconds, keys.userPrefix);
  if (keys.session) prefetched.set(req, { sid: keys.session.sid, raw });
  return { ip, user };
}

// What the rate limit read of this request's session: the auth policy runs right after it.
const prefetched = new WeakMap<IncomingMessage, { sid: string; raw: string | null }>();

/** The session the rate limit already read for this request and cookie: a string, null (none), or undefined (not read). */
export function takePrefetchedSession(req: IncomingMessage, sid: string): string | null | undefined {
  const entry = prefetched.get(req);
  if (!entry) return undefined;
  prefetched.delete(req);
  return entry.sid === sid ? entry.raw : undefined;
}
