import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisKeys } from '@inkspell/contracts';
import { newRegistration, startAccounts, type AccountsHarness, type TestClient } from '../support/accounts-harness';

/*
 * koa-session runs only where it is needed (adapters/session-middleware.ts, docs/perf.md): every request
 * that can change something, and a read-only request of a session not looked at lately. An active session
 * past half its life is still renewed, as koa-session's `renew` did on every request.
 */
const maxAgeMs = 24 * 3600_000;
let h: AccountsHarness;
beforeAll(async () => {
  h = await startAccounts({ SESSION_MAX_AGE_HOURS: 24 });
});
afterAll(async () => {
  await h?.close();
});

async function signedIn(): Promise<TestClient> {
  const browser = h.client();
  expect((await browser.post('/api/auth/register', newRegistration())).status).toBe(201);
  return browser;
}

/** Makes the stored session look as if it started long ago: `leftMs` of its life remain. */
async function age(sid: string, leftMs: number): Promise<void> {
  const key = redisKeys.session(h.prefix, sid);
  const session = JSON.parse((await h.redis.get(key))!) as Record<string, unknown>;
  await h.redis.set(key, JSON.stringify({ ...session, _expire: Date.now() + leftMs }), 'PX', leftMs);
}

const expireOf = async (sid: string) => (JSON.parse((await h.redis.get(redisKeys.session(h.prefix, sid)))!) as { _expire: number })._expire;
const renewedCookie = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith('inkspell.sid='));

describe('session renewal with koa-session off the read path', () => {
  it('renews a session past half its life on a read-only request, under the same id', async () => {
    const browser = await signedIn();
    const sid = browser.sid!;
    await age(sid, maxAgeMs / 4);
    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(renewedCookie(me.headers)).toMatch(/max-age|expires/i);
    expect(browser.sid).toBe(sid);
    expect(await expireOf(sid)).toBeGreaterThan(Date.now() + maxAgeMs - 60_000);
  });

  it('leaves the session alone on further reads within a minute: the current user is answered from the token', async () => {
    const browser = await signedIn();
    const sid = browser.sid!;
    expect((await browser.get('/api/auth/user')).status).toBe(200); // looked at: fresh, nothing to renew
    await age(sid, maxAgeMs / 4);
    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(renewedCookie(me.headers)).toBeUndefined();
    expect(await expireOf(sid)).toBeLessThan(Date.now() + maxAgeMs / 2);
  });

  it('renews on any request that can change something', async () => {
    const browser = await signedIn();
    const sid = browser.sid!;
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    await age(sid, maxAgeMs / 4);
    const update = await browser.patch('/api/user/profile', {
      firstName: 'Nova',
      lastName: 'Star',
      email: `nova-${Date.now()}@example.com`,
      // A new address asks for the password again (ADR 0025).
      currentPassword: newRegistration().password,
    });
    expect(update.status).toBe(200);
    expect(renewedCookie(update.headers)).toBeDefined();
    expect(await expireOf(sid)).toBeGreaterThan(Date.now() + maxAgeMs - 60_000);
  });

  it('still logs out on a session it had left alone', async () => {
    const browser = await signedIn();
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    expect((await browser.post('/api/auth/logout')).status).toBe(200);
    expect(await h.redis.get(redisKeys.session(h.prefix, browser.sid ?? 'gone'))).toBeNull();
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });
});
