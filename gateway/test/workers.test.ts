import { waitFor } from '@inkspell/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Echo } from './fixtures/echo-upstream';
import { call } from './fixtures/http-client';
import { roomInRateWindow } from './fixtures/rate-window';
import { startStack, type Stack } from './fixtures/stack';

const max = 6;
const syncMs = 100;
const windowSeconds = 60;
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    GATEWAY_WORKERS: '2',
    RATE_LIMIT_MAX: String(max),
    RATE_LIMIT_SYNC_MS: String(syncMs),
    RATE_LIMIT_WINDOW_SECONDS: String(windowSeconds),
  });
});
afterAll(async () => {
  await stack?.stop();
});

/** The pids of the workers that announced themselves, in order. */
function workerPids(): number[] {
  return [...stack.gateway.output().matchAll(/"url":"[^"]+","pid":(\d+),"msg":"gateway worker listening"/g)].map((m) => Number(m[1]));
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('GATEWAY_WORKERS', () => {
  it('runs that many workers on one port, announced once by the supervisor', () => {
    expect(new Set(workerPids()).size).toBe(2);
    expect(stack.gateway.output().match(/"msg":"gateway listening"/g)).toHaveLength(1);
  });

  it('shares the rate limit between the workers: the count lives in Redis', async () => {
    // A new connection per request, so the kernel and the supervisor spread them over both workers; paced
    // beyond RATE_LIMIT_SYNC_MS, so each worker hears the other's count before it judges (ADR 0043).
    // Twelve requests take about two seconds (more on a loaded machine): well inside one window.
    await roomInRateWindow(windowSeconds, 8_000);
    const statuses: number[] = [];
    for (let i = 0; i < max * 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, syncMs + 20));
      statuses.push((await call(`${stack.gateway.url}/api/stories`)).status);
    }
    // Should it fail: what Redis counted says whether the workers judged without hearing each other.
    const keys = await stack.redis.keys(`${stack.prefix}gateway:rate:*`);
    const counted = Object.fromEntries(
      await Promise.all(keys.map(async (key) => [key.slice(stack.prefix.length), await stack.redis.get(key)])),
    );
    const seen = `statuses ${statuses.join(' ')}; counts in Redis ${JSON.stringify(counted)}`;
    expect(statuses.slice(0, max), seen).toEqual(Array(max).fill(200));
    expect(statuses.slice(max), seen).toEqual(Array(max).fill(429));
  });

  it('replaces a worker that dies, and keeps answering meanwhile', async () => {
    const [victim] = workerPids();
    process.kill(victim!, 'SIGKILL');
    await waitFor(() => workerPids().length === 3, { what: 'a new worker', timeoutMs: 20_000 });
    expect(stack.gateway.output()).toMatch(/"msg":"a gateway worker stopped; starting another"/);
    const answer = await call(`${stack.gateway.url}/remotes/ink/remoteEntry.js`);
    expect(answer.json<Echo>().upstream).toBe('mf-ink');
  });

  it('stops every worker on SIGTERM and exits cleanly', async () => {
    const pids = workerPids().filter(alive);
    expect(pids).toHaveLength(2);
    expect(await stack.gateway.stop()).toBe(0);
    await waitFor(() => pids.every((pid) => !alive(pid)), { what: 'the workers to exit' });
  });
});
