import type Koa from 'koa';

export interface LazySessionOptions {
  /** The session cookie's name. */
  cookieName: string;
  /** How long a session seen by a read-only request is left alone before it is looked at again. */
  recheckMs?: number;
  /** How many session ids are remembered (oldest forgotten first). */
  cacheSize?: number;
  now?: () => number;
}

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

type SessionMiddleware = (ctx: Koa.Context, next: Koa.Next) => Promise<unknown>;

/**
 * koa-session on the requests that need it, not on every signed-in request (docs/perf.md): with a store
 * it reads the session from Redis on each request carrying the cookie, though only login, registration
 * and logout use it — the gateway has already turned the cookie into a token. It still runs on every
 * request that can change something, on any request with a cookie it has not seen lately, and then every
 * `recheckMs` per session, so that `renew` keeps extending an active session past half its life as before
 * (at most `recheckMs` later). A route that uses the session on a request it skipped finds none and fails
 * loudly (routes/session.ts), it never sees an empty one.
 */
export function lazySession(
  session: SessionMiddleware,
  { cookieName, recheckMs = 60_000, cacheSize = 10_000, now = Date.now }: LazySessionOptions,
): Koa.Middleware {
  const lastSeen = new Map<string, number>();
  return (ctx, next): Promise<unknown> => {
    if (!readOnly.has(ctx.method)) return session(ctx, next);
    const sid = ctx.cookies.get(cookieName);
    if (!sid) return next();
    const at = now();
    const seen = lastSeen.get(sid);
    if (seen !== undefined && at - seen < recheckMs) return next();
    lastSeen.delete(sid);
    if (lastSeen.size >= cacheSize) lastSeen.delete(lastSeen.keys().next().value!);
    lastSeen.set(sid, at);
    return session(ctx, next);
  };
}
