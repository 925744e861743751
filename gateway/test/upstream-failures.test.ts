import { commonMessages, errorBodySchema } from '@inkspell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from './fixtures/echo-upstream';
import { call } from './fixtures/http-client';
import { startStack, type Stack } from './fixtures/stack';

let stack: Stack;
let redisDown: Stack;
beforeAll(async () => {
  [stack, redisDown] = await Promise.all([
    startStack({ INK_URL: `http://127.0.0.1:${await closedPort()}`, UPSTREAM_TIMEOUT_MS: '300', STREAM_IDLE_TIMEOUT_MS: '700' }),
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

  it('passes an event stream through as it flows, past UPSTREAM_TIMEOUT_MS, while no gap exceeds STREAM_IDLE_TIMEOUT_MS', async () => {
    // Four events 400 ms apart: every gap is longer than the 300 ms upstream timeout, the whole far longer.
    const stream = await readStream(`${stack.gateway.url}/api/stories/x/events?events=4&every=400`);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    expect(stream.ticks).toBe(4);
    // Not buffered: the first event is read while the other three are still to come (a clock bound on it alone fails on a busy machine).
    expect(stream.endedAt - stream.firstAt).toBeGreaterThan(800);
    expect(stream.endedAt).toBeGreaterThan(1100);
  });

  it('cuts an event stream that has gone quiet for longer than STREAM_IDLE_TIMEOUT_MS', async () => {
    const stream = await readStream(`${stack.gateway.url}/api/stories/x/events?events=2&every=1500`);
    expect(stream.ticks).toBe(1);
    expect(stream.endedAt).toBeLessThan(1400);
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

/** Reads an event stream to its end (or cut), counting its events and when the first arrived. */
async function readStream(url: string) {
  const started = Date.now();
  const res = await fetch(url, { headers: { accept: 'text/event-stream' } });
  let ticks = 0;
  let firstAt = -1;
  const decoder = new TextDecoder();
  try {
    for await (const chunk of res.body!) {
      const found = decoder.decode(chunk as Uint8Array, { stream: true }).match(/event: tick/g)?.length ?? 0;
      if (found > 0 && firstAt < 0) firstAt = Date.now() - started;
      ticks += found;
    }
  } catch {
    // Cut mid-stream: what arrived before counts.
  }
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', ticks, firstAt, endedAt: Date.now() - started };
}
