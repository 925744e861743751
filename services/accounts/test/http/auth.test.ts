import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { redisKeys } from '@inkspell/contracts';
import { newRegistration, startAccounts, type AccountsHarness } from '../support/accounts-harness';

let h: AccountsHarness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(async () => {
  await h?.close();
});

describe('registration, login and logout', () => {
  it('registers, signs in at once with a safe cookie, and records user.registered with the referral', async () => {
    const browser = h.client();
    const registration = newRegistration({ referralCode: 'friend-123', previewSessionId: 'preview_abc' });
    const res = await browser.post('/api/auth/register', registration);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: registration.username,
      email: registration.email,
      firstName: 'Luna',
      role: 'user',
      twoFactorEnabled: false,
    });
    expect(res.body.password).toBeUndefined();
    expect(res.body.passwordHash).toBeUndefined();

    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('inkspell.sid='))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    // 256 bits of randomness, base64url: 43 characters.
    expect(browser.sid).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe(registration.username);

    const events = await h.deps.db.execute(sql`select envelope from outbox where subject = 'inkspell.user.registered'`);
    const registered = events.rows.map((r) => (r as { envelope: { data: Record<string, unknown> } }).envelope.data);
    expect(registered).toContainEqual(
      expect.objectContaining({ userId: res.body.id, referralCode: 'friend-123', previewSessionId: 'preview_abc' }),
    );
  });

  it('answers the current user even when the ink service cannot give a balance', async () => {
    const browser = h.client();
    await browser.post('/api/auth/register', newRegistration());
    const me = await browser.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.inkCount).toBeNull();
  });

  it('ignores a role smuggled into the registration', async () => {
    const browser = h.client();
    const res = await browser.post('/api/auth/register', { ...newRegistration(), role: 'admin' });
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('user');
  });

  it('refuses a taken username or e-mail, whatever the case, with the exact messages', async () => {
    const first = newRegistration();
    await h.client().post('/api/auth/register', first);
    const sameName = await h.client().post('/api/auth/register', newRegistration({ username: first.username.toUpperCase() }));
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe('Username already exists');
    const sameEmail = await h.client().post('/api/auth/register', newRegistration({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe('Email already exists');
  });

  it('logs in with a new session id, and a wrong password is refused with the spec message', async () => {
    const registration = newRegistration();
    await h.client().post('/api/auth/register', registration);

    const browser = h.client();
    const wrong = await browser.post('/api/auth/login', { username: registration.username, password: 'Wrong!pass1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid username or password');

    const unknown = await browser.post('/api/auth/login', { username: 'nobody_here', password: 'Wrong!pass1' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Invalid username or password');

    const ok = await browser.post('/api/auth/login', {
      username: registration.username,
      password: registration.password,
      previewSessionId: 'prev_1',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ username: registration.username, requires2FA: false });
    const firstSid = browser.sid;

    // Logging in again (for example after an attacker planted a session id) always issues a new id.
    await browser.post('/api/auth/login', { username: registration.username, password: registration.password });
    expect(browser.sid).not.toBe(firstSid);
    expect(await h.redis.exists(redisKeys.session(h.prefix, firstSid!))).toBe(0);

    const loggedIn = await h.deps.db.execute(sql`select envelope from outbox where subject = 'inkspell.user.logged-in'`);
    expect(loggedIn.rows.map((r) => (r as { envelope: { data: { previewSessionId?: string } } }).envelope.data.previewSessionId)).toContain(
      'prev_1',
    );
  });

  it('logs out: the session is gone from Redis and the next request is anonymous', async () => {
    const browser = h.client();
    const registration = newRegistration();
    await browser.post('/api/auth/register', registration);
    const sid = browser.sid!;
    const out = await browser.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(await h.redis.exists(redisKeys.session(h.prefix, sid))).toBe(0);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });

  it('answers 401 with the error body when nobody is logged in', async () => {
    const res = await h.client().get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Login Required');
  });

  it('seeds the administrator with the admin role', async () => {
    const admin = h.client();
    const res = await admin.post('/api/auth/login', { username: 'spelladmin', password: 'Spell!Admin2025' });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('admin');
  });
});
