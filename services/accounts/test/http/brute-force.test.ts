import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@inkspell/service-kit/testing';
import { newRegistration, startAccounts, type AccountsHarness } from '../support/accounts-harness';

let h: AccountsHarness;
beforeAll(async () => {
  h = await startAccounts({ LOGIN_MAX_FAILURES_PER_ACCOUNT: 3, LOGIN_MAX_FAILURES_PER_IP: 6, LOGIN_LOCK_SECONDS: 2 });
});
afterAll(async () => {
  await h?.close();
});

describe('failed-login limits', () => {
  it('locks an account after repeated wrong passwords, even for the right one, until the window passes', async () => {
    const registration = newRegistration();
    await h.client().post('/api/auth/register', registration);
    const attacker = h.client('192.0.2.10');
    for (let i = 0; i < 3; i += 1) {
      expect((await attacker.post('/api/auth/login', { username: registration.username, password: `Guess!${i}xyz` })).status).toBe(401);
    }
    const locked = await attacker.post('/api/auth/login', { username: registration.username, password: `Guess!9xyz` });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed login attempts. Please wait a few minutes and try again.');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

    // The owner, from another address, is held off too while the window lasts.
    const owner = h.client('192.0.2.99');
    expect((await owner.post('/api/auth/login', { username: registration.username, password: registration.password })).status).toBe(429);

    // The lock lasts as long as the failure counter lives in Redis: wait for the counter to expire, not a fixed time.
    const counter = `${h.prefix}login-failures:account:${registration.username.toLowerCase()}`;
    await waitFor(async () => (await h.redis.exists(counter)) === 0, { timeoutMs: 5000, what: 'the failure counter to expire' });
    const after = await owner.post('/api/auth/login', { username: registration.username, password: registration.password });
    expect(after.status).toBe(200);
  });
});

describe('failed-login limits per address', () => {
  // A window far longer than the test: six failed logins and a registration (each an argon2 hash) took more than the
  // 2 s window above on a loaded machine, and the address's counter expired before the seventh try.
  let spraying: AccountsHarness;
  beforeAll(async () => {
    spraying = await startAccounts({ LOGIN_MAX_FAILURES_PER_ACCOUNT: 3, LOGIN_MAX_FAILURES_PER_IP: 6, LOGIN_LOCK_SECONDS: 300 });
  });
  afterAll(async () => {
    await spraying?.close();
  });

  it('limits one address spraying many accounts', async () => {
    const sprayer = spraying.client('192.0.2.20');
    for (let i = 0; i < 6; i += 1) {
      await sprayer.post('/api/auth/login', { username: `victim_${i}_user`, password: 'Spray!1234' });
    }
    const registration = newRegistration();
    await spraying.client().post('/api/auth/register', registration);
    const res = await sprayer.post('/api/auth/login', { username: registration.username, password: registration.password });
    expect(res.status).toBe(429);
  });
});
