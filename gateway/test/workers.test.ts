import { waitFor } from '@inkspell/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Echo } from './fixtures/echo-upstream';
import { call } from './fixtures/http-client';
import { startStack, type Stack } from './fixtures/stack';

const max = 6;
const syncMs = 100;
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ GATEWAY_WORKERS: '2', RATE_LIMIT_MAX: String(max), RATE_LIMIT_SYNC_MS: String(syncMs) });
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
    const statuses: number[] = [];
    for (let i = 0; i < max * 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, syncMs + 20));
      statuses.push((await call(`${stack.gateway.url}/api/stories`)).status);
    }
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(200));
    expect(statuses.slice(max)).toEqual(Array(max).fill(429));
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
