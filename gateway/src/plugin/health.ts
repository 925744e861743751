import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { apiContentSecurityPolicy } from './security-headers';

/*
 * The gateway's own /healthz and /readyz (the services' shape, service-kit http/health.ts), answered by
 * the front door before any route, policy, rate limit or identity: a probe must not spend a client's
 * quota, and must say how this process is, not how the shell behind it is.
 */

export type CheckState = 'ok' | 'down';

export interface ReadinessChecks {
  /** Redis answers a PING: the rate limit and every session live there. */
  redis: CheckState;
  /** express-gateway loaded the route table and this plugin serves it. */
  routes: CheckState;
}

const describe: Record<keyof ReadinessChecks, string> = { redis: 'redis unreachable', routes: 'route table not loaded' };

/** The status and body of /readyz for the checks' results: 503 naming what fails, else 200. */
export function readinessAnswer(checks: ReadinessChecks): { status: 200 | 503; body: Record<string, unknown> } {
  const down = (Object.keys(checks) as (keyof ReadinessChecks)[]).filter((name) => checks[name] === 'down');
  if (down.length === 0) return { status: 200, body: { status: 'ready', checks } };
  return { status: 503, body: { message: `Not ready: ${down.map((name) => describe[name]).join(', ')}`, checks } };
}

// A probe waits this long for Redis at most; the kubelet's own timeout is 1 s by default.
const redisCheckMs = 500;

/*
 * ioredis states while a connection is being made and not yet usable: before the first connect ('wait',
 * 'connecting') and between the socket's connect and the ready check's answer ('connect'). The client
 * is created at plugin init, so a probe arriving just after the gateway listens finds one of these: it
 * waits for that connection within its budget instead of calling a Redis that is about to answer down.
 * 'reconnecting', 'close' and 'end' are a connection known to be lost: down at once.
 */
const connectionUnderWay = new Set(['wait', 'connecting', 'connect']);

/** Resolves once `redis` is ready; rejects if its connection attempt fails ('error') or `signal` aborts. */
async function untilReady(redis: Redis, signal: AbortSignal): Promise<void> {
  if (redis.status === 'ready') return;
  await once(redis, 'ready', { signal });
}

/** PINGs Redis, waiting for a connection under way but never queueing behind one that is down. */
export async function checkRedis(redis: Redis): Promise<CheckState> {
  if (redis.status !== 'ready' && !connectionUnderWay.has(redis.status)) return 'down';
  const timeout = new AbortController();
  try {
    const answer = await Promise.race([
      untilReady(redis, timeout.signal).then(() => redis.ping()),
      sleep(redisCheckMs, 'timed out', { signal: timeout.signal }),
    ]);
    return answer === 'PONG' ? 'ok' : 'down';
  } catch {
    return 'down';
  } finally {
    timeout.abort();
  }
}

/** A health answer: JSON, never cached. The fixed security headers are already on the response. */
export function sendHealth(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    ...extra,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    'cache-control': 'no-store',
    'content-security-policy': apiContentSecurityPolicy,
  });
  res.end(res.req.method === 'HEAD' ? undefined : json);
}
