import { commonMessages, errorBodySchema } from '@inkspell/contracts';
import { waitFor } from '@inkspell/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Answer } from './fixtures/http-client';
import { startStack, type Stack } from './fixtures/stack';

const max = 5;

// Anonymous requests counted in the gateway between syncs (the default), or each in Redis at once (ADR 0043).
describe.each([
  ['counted in the gateway, synced every 100 ms', '100'],
  ['counted in Redis at once', '0'],
])('rate limit per client IP, %s', (_, syncMs) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ RATE_LIMIT_MAX: String(max), RATE_LIMIT_WINDOW_SECONDS: '60', RATE_LIMIT_SYNC_MS: syncMs });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it(`answers a JSON 429 with Retry-After once ${max} requests were made in the window, counting in Redis`, async () => {
    // Start right after a window boundary would be ideal; a 60 s window makes a straddle very unlikely
    // and a straddle can only reset the count, so assert on the first 429 instead of a fixed index.
    const statuses: number[] = [];
    let limited: Answer | undefined;
    for (let i = 0; i < max * 2 && !limited; i++) {
      const answer = await call(`${stack.gateway.url}/api/stories`);
      statuses.push(answer.status);
      if (answer.status === 429) limited = answer;
    }
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(200));
    if (!limited) throw new Error(`no 429 among ${statuses.join(' ')}`);
    expect(errorBodySchema.parse(limited.json()).message).toBe(commonMessages.rateLimited);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // The count lives in Redis under the run prefix and expires with its window.
    const keys = await waitFor(
      async () => {
        const found = await stack.redis.keys(`${stack.prefix}gateway:rate:*`);
        return found.length > 0 && Number(await stack.redis.get(found[0]!)) === statuses.length ? found : undefined;
      },
      { what: 'the count in Redis' },
    );
    const ttl = await stack.redis.ttl(keys[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
  });

  it('does not count static files: a page load fetches many of them', async () => {
    for (let i = 0; i < max * 2; i++) {
      expect((await call(`${stack.gateway.url}/remotes/stories/chunk-${i}.js`)).status).toBe(200);
      expect((await call(`${stack.gateway.url}/create`)).status).toBe(200);
    }
  });
});
