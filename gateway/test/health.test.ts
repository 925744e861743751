import { waitFor } from '@inkspell/service-kit/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readinessAnswer } from '../src/plugin/health';
import { call } from './fixtures/http-client';
import { startPrivateRedis, type PrivateRedis } from './fixtures/private-redis';
import { writeSession } from './fixtures/session';
import { startStack, type Stack } from './fixtures/stack';

/*
 * The gateway's own /healthz (the process answers) and /readyz (Redis answers and the route table is
 * served), answered before any route or policy: no rate limit, no identity, never the shell's page.
 */
describe('readinessAnswer', () => {
  it('is 200 when every check is ok', () => {
    expect(readinessAnswer({ redis: 'ok', routes: 'ok' })).toEqual({
      status: 200,
      body: { status: 'ready', checks: { redis: 'ok', routes: 'ok' } },
    });
  });

  it('is 503 naming each check that fails', () => {
    expect(readinessAnswer({ redis: 'down', routes: 'ok' }).status).toBe(503);
    expect(readinessAnswer({ redis: 'ok', routes: 'down' }).body.message).toBe('Not ready: route table not loaded');
    expect(readinessAnswer({ redis: 'down', routes: 'down' }).body).toEqual({
      message: 'Not ready: redis unreachable, route table not loaded',
      checks: { redis: 'down', routes: 'down' },
    });
  });
});

describe('readiness right after start', () => {
  let stack: Stack | undefined;
  afterAll(async () => {
    await stack?.stop();
  });

  // The Redis client connects at plugin init and is rarely ready when the gateway starts listening: a
  // probe then waits for that connection instead of answering 503 to a Redis that is up.
  it('answers the first /readyz 200 once its Redis connection is made, not 503 for racing it', async () => {
    stack = await startStack();
    const first = await call(`${stack.gateway.url}/readyz`);
    expect(first.status).toBe(200);
    expect(first.json()).toEqual({ status: 'ready', checks: { redis: 'ok', routes: 'ok' } });
  });
});

const engines: [string, Record<string, string>][] = [
  ['the fast path', {}],
  ['the express path', { GATEWAY_FAST_PATH: 'false' }],
];

describe.each(engines)('health routes through %s', (_, engineEnv) => {
  let stack: Stack;
  let redis: PrivateRedis;
  let client: Redis;
  let gateway: string;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    client = new Redis(redis.url);
    client.on('error', () => undefined); // the last test stops this Redis on purpose
    // A limit of one request a minute: the probes must never count against it.
    stack = await startStack({ ...engineEnv, REDIS_URL: redis.url, RATE_LIMIT_MAX: '1', RATE_LIMIT_USER_MAX: '1' });
    gateway = stack.gateway.url;
    // What a load balancer waits for before it sends traffic: a loaded machine may take a while to connect.
    await waitFor(async () => (await call(`${gateway}/readyz`)).status === 200, { timeoutMs: 10_000, what: 'gateway ready' });
  });
  afterAll(async () => {
    await stack?.stop();
    client?.disconnect();
    await redis?.stop();
  });

  it('answers /healthz with JSON from the gateway itself, never rate limited', async () => {
    for (let i = 0; i < 5; i++) {
      const answer = await call(`${gateway}/healthz`);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toEqual({ status: 'ok' });
    }
  });

  it('answers /readyz 200 with its checks while Redis answers, without counting or identity', async () => {
    const { cookie } = await writeSession({ ...stack, redis: client });
    for (let i = 0; i < 3; i++) {
      const answer = await call(`${gateway}/readyz?probe=${i}`, { headers: { cookie, 'x-user-id': 'mallory' } });
      expect(answer.status).toBe(200);
      expect(answer.json()).toEqual({ status: 'ready', checks: { redis: 'ok', routes: 'ok' } });
      // Not through a pipeline: no request id, and the shell behind the gateway never saw it.
      expect(answer.headers['x-request-id']).toBeUndefined();
    }
    expect(await client.keys(`${stack.prefix}gateway:rate*`)).toEqual([]);
    // The limit is on: the first API request of the window passes, the second is the 429.
    expect((await call(`${gateway}/api/stories`)).status).toBe(200);
    expect((await call(`${gateway}/api/stories`)).status).toBe(429);
    expect((await call(`${gateway}/healthz`)).status).toBe(200);
    expect((await call(`${gateway}/readyz`)).status).toBe(200);
  });

  it('answers HEAD, and refuses other methods with a JSON 405', async () => {
    const head = await call(`${gateway}/readyz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    const post = await call(`${gateway}/healthz`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(post.json()).toMatchObject({ message: 'Method not allowed' });
  });

  it('leaves look-alike paths to the routes', async () => {
    const answer = await call(`${gateway}/healthzz`);
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ upstream: 'shell', url: '/healthzz' });
  });

  it('answers /readyz 503 JSON while Redis is down, stays alive, and is ready again when Redis is back', async () => {
    await redis.stop();
    const down = await call(`${gateway}/readyz`);
    expect(down.status).toBe(503);
    expect(down.headers['content-type']).toMatch(/^application\/json/);
    expect(down.json()).toEqual({ message: 'Not ready: redis unreachable', checks: { redis: 'down', routes: 'ok' } });
    expect(down.ms).toBeLessThan(1000);
    expect((await call(`${gateway}/healthz`)).status).toBe(200);

    await redis.start();
    await waitFor(async () => (await call(`${gateway}/readyz`)).status === 200, { timeoutMs: 10_000 });
  });
});
