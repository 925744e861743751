import { commonMessages, errorBodySchema } from '@inkspell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Answer } from './fixtures/http-client';
import { writeSession } from './fixtures/session';
import { startStack, type Stack } from './fixtures/stack';

const userMax = 4;
let stack: Stack;
beforeAll(async () => {
  // The IP limit is far away: everything here comes from 127.0.0.1, and only the per-user limit may bite.
  stack = await startStack({ RATE_LIMIT_MAX: '1000', RATE_LIMIT_USER_MAX: String(userMax), RATE_LIMIT_WINDOW_SECONDS: '60' });
});
afterAll(async () => {
  await stack?.stop();
});

describe('rate limit per signed-in user', () => {
  it(`answers a JSON 429 with Retry-After once one user made ${userMax} requests, across all of that user's sessions`, async () => {
    const first = await writeSession(stack);
    // A second session of the same user (another device): it shares the user's count.
    const second = await writeSession(stack, { userId: first.session.userId });
    const statuses: number[] = [];
    let limited: Answer | undefined;
    for (let i = 0; i < userMax * 2 && !limited; i++) {
      const answer = await call(`${stack.gateway.url}/api/stories`, { headers: { cookie: (i % 2 ? second : first).cookie } });
      statuses.push(answer.status);
      if (answer.status === 429) limited = answer;
    }
    expect(statuses.slice(0, userMax)).toEqual(Array(userMax).fill(200));
    if (!limited) throw new Error(`no 429 among ${statuses.join(' ')}`);
    expect(errorBodySchema.parse(limited.json()).message).toBe(commonMessages.rateLimited);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another user and anonymous visitors from the same address are not held back.
    const other = await writeSession(stack);
    expect((await call(`${stack.gateway.url}/api/stories`, { headers: { cookie: other.cookie } })).status).toBe(200);
    expect((await call(`${stack.gateway.url}/api/stories`)).status).toBe(200);

    // The count lives in Redis under the run prefix, one key per user and window, and expires.
    const keys = await stack.redis.keys(`${stack.prefix}gateway:rate-user:*:${first.session.userId}`);
    expect(keys.length).toBeGreaterThan(0);
    const ttl = await stack.redis.ttl(keys[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
  });
});
