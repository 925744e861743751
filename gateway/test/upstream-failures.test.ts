import { commonMessages, errorBodySchema } from '@inkspell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from './fixtures/echo-upstream';
import { call } from './fixtures/http-client';
import { startStack, type Stack } from './fixtures/stack';

let stack: Stack;
let redisDown: Stack;
beforeAll(async () => {
  [stack, redisDown] = await Promise.all([
    startStack({ INK_URL: `http://127.0.0.1:${await closedPort()}`, UPSTREAM_TIMEOUT_MS: '300' }),
    startStack({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` }),
  ]);
});
afterAll(async () => {
  await Promise.all([stack?.stop(), redisDown?.stop()]);
});

describe('upstream failures', () => {
  it('answers a stopped service with a JSON 503 in under a second', async () => {
    const answer = await call(`${stack.gateway.url}/api/ink/balance`);
    expect(answer.status).toBe(503);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(errorBodySchema.parse(answer.json()).message).toBe(commonMessages.unavailable);
    expect(answer.ms).toBeLessThan(1000);
  });

  it('answers a service slower than UPSTREAM_TIMEOUT_MS with a JSON 504', async () => {
    const answer = await call(`${stack.gateway.url}/api/stories?delay=3000`);
    expect(answer.status).toBe(504);
    expect(errorBodySchema.parse(answer.json()).message).toBe(commonMessages.gatewayTimeout);
    expect(answer.ms).toBeLessThan(2000);
  });

  it('passes the static remotes cache headers through untouched', async () => {
    const answer = await call(`${stack.gateway.url}/remotes/ink/remoteEntry.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.etag).toBe('"mf-ink-v1"');
  });

  it('answers a signed-in request with a JSON 503 while Redis is down', async () => {
    const answer = await call(`${redisDown.gateway.url}/api/auth/user`, { headers: { cookie: 'inkspell.sid=abc' } });
    expect(answer.status).toBe(503);
    expect(errorBodySchema.parse(answer.json()).message).toBe(commonMessages.unavailable);
    expect(answer.ms).toBeLessThan(1500);
  });

  it('still serves anonymous requests while Redis is down (the rate limit fails open)', async () => {
    const answer = await call(`${redisDown.gateway.url}/remotes/stories/remoteEntry.js`);
    expect(answer.status).toBe(200);
    const api = await call(`${redisDown.gateway.url}/api/stories`);
    expect(api.status).toBe(200);
    expect(api.ms).toBeLessThan(1500);
  });
});
