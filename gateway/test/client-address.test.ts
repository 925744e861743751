import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Echo } from './fixtures/echo-upstream';
import { call } from './fixtures/http-client';
import { startStack, type Stack } from './fixtures/stack';

/*
 * Who the client is: the connection's address when the gateway is the edge, the nearest untrusted address in
 * X-Forwarded-For when TRUSTED_PROXIES names the proxy in front (here the test itself, on loopback). The
 * services hear it in X-Forwarded-For and the rate limit counts it.
 */
let edge: Stack;
let behindIngress: Stack;
beforeAll(async () => {
  [edge, behindIngress] = await Promise.all([
    startStack({ RATE_LIMIT_MAX: '3' }),
    startStack({ TRUSTED_PROXIES: 'loopback', RATE_LIMIT_MAX: '3' }),
  ]);
});
afterAll(async () => {
  await Promise.all([edge?.stop(), behindIngress?.stop()]);
});

const seenBy = async (stack: Stack, forwardedFor: string) => {
  const answer = await call(`${stack.gateway.url}/api/stories`, { headers: { 'x-forwarded-for': forwardedFor } });
  return answer.json<Echo>().headers['x-forwarded-for'];
};

describe('the client address', () => {
  it('at the edge, is the connection: what a client writes in X-Forwarded-For is dropped', async () => {
    expect(await seenBy(edge, '198.51.100.7')).toBe('127.0.0.1');
  });

  it('behind a trusted proxy, is the address that proxy saw, not one the client put before it', async () => {
    expect(await seenBy(behindIngress, '198.51.100.7')).toBe('198.51.100.7');
    expect(await seenBy(behindIngress, '203.0.113.66, 198.51.100.8')).toBe('198.51.100.8');
  });

  it('behind a trusted proxy, each visitor has a rate limit of their own', async () => {
    const from = (address: string) => call(`${behindIngress.gateway.url}/api/stories`, { headers: { 'x-forwarded-for': address } });
    const first: number[] = [];
    for (let i = 0; i < 4; i++) first.push((await from('192.0.2.10')).status);
    const other = (await from('192.0.2.11')).status;
    expect([first, other]).toEqual([[200, 200, 200, 429], 200]);
  });

  it('at the edge, every request of one connection address shares one limit whatever it claims', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await call(`${edge.gateway.url}/api/stories`, { headers: { 'x-forwarded-for': `192.0.2.${i}` } })).status);
    // The first test spent one of the connection's 3 as well; four claimed addresses would have got 4 × 200.
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});
