import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentGateLimits } from '@inkspell/contracts';
import { sendCommand } from '@inkspell/service-kit';
import { newRegistration, startAccounts, type AccountsHarness, type TestClient } from '../support/accounts-harness';

let h: AccountsHarness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(async () => {
  await h?.close();
});

const verify = (userId: string, pin?: string) =>
  sendCommand(h.deps.nc, h.deps.subjects, 'accounts.parent-pin.verify', { userId, ...(pin === undefined ? {} : { pin }) }).then(
    (data) => ({ status: 200, data, error: undefined }),
    (err: { status: number; body: { code?: string; message: string } }) => ({ status: err.status, data: undefined, error: err.body }),
  );

async function signedUp(): Promise<{ browser: TestClient; id: string; password: string }> {
  const registration = newRegistration();
  const browser = h.client();
  const user = (await browser.post('/api/auth/register', registration)).body;
  return { browser, id: user.id as string, password: registration.password };
}

describe("the parent's gate in accounts", () => {
  it('sets a PIN with the account password, stores only its hash, and tells the current user whether one is set', async () => {
    const { browser, id, password } = await signedUp();
    expect((await browser.get('/api/auth/user')).body).toMatchObject({ parentPinSet: false, reviewStories: false });
    expect(await verify(id)).toMatchObject({ status: 200, data: { parentPinSet: false, reviewStories: false } });

    const wrongPassword = await browser.post('/api/user/parent-pin', { currentPassword: 'Not!theone1', pin: '4321' });
    expect(wrongPassword.status).toBe(400);
    const badPin = await browser.post('/api/user/parent-pin', { currentPassword: password, pin: '12a4' });
    expect(badPin.status).toBe(400);
    expect(badPin.body.fieldErrors.pin).toEqual(['The parent PIN is 4 digits']);
    expect((await browser.get('/api/auth/user')).body.parentPinSet).toBe(false);

    const set = await browser.post('/api/user/parent-pin', { currentPassword: password, pin: '4321' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ ok: true, message: 'Parent PIN saved', parentPinSet: true, reviewStories: false });
    const me = await browser.get('/api/auth/user');
    expect(me.body.parentPinSet).toBe(true);
    expect(JSON.stringify(me.body)).not.toContain('4321');
    const row = await h.deps.ports.repos.users.findById(id);
    expect(row?.parentPinHash).toMatch(/^\$argon2id\$/);
  });

  it('verifies over NATS: no PIN or a wrong one is a 403 with its code, the right one passes', async () => {
    const { browser, id, password } = await signedUp();
    await browser.post('/api/user/parent-pin', { currentPassword: password, pin: '2468' });
    expect(await verify(id)).toMatchObject({
      status: 403,
      error: { code: 'parent_pin_required', message: 'A grown-up needs to enter the parent PIN for this.' },
    });
    expect(await verify(id, '1111')).toMatchObject({
      status: 403,
      error: { code: 'parent_pin_wrong', message: 'That parent PIN is not right.' },
    });
    expect(await verify(id, '2468')).toMatchObject({ status: 200, data: { parentPinSet: true, reviewStories: false } });
  });

  it(`allows ${parentGateLimits.maxWrongTries} wrong PINs per window, then refuses every try (the right one too) with 429`, async () => {
    const { browser, id, password } = await signedUp();
    await browser.post('/api/user/parent-pin', { currentPassword: password, pin: '9753' });
    // Right PINs in between give their try back: only wrong ones count.
    expect((await verify(id, '9753')).status).toBe(200);
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => verify(id, String(1000 + i))));
    expect(guesses.filter((g) => g.status === 403)).toHaveLength(parentGateLimits.maxWrongTries);
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(12 - parentGateLimits.maxWrongTries);
    const locked = await verify(id, '9753');
    expect(locked).toMatchObject({
      status: 429,
      error: { code: 'parent_pin_locked', message: 'Too many wrong parent PINs. Please wait 15 minutes and try again.' },
    });
    const ttl = await h.redis.ttl(`${h.prefix}parent-pin-tries:${id}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(parentGateLimits.windowSeconds);

    // The switch on /security goes through the same gate and says when to retry.
    const viaHttp = await browser.request('PATCH', '/api/user/parent-review', { reviewStories: true }, { 'x-parent-pin': '9753' });
    expect(viaHttp.status).toBe(429);
    expect(Number(viaHttp.headers.get('retry-after'))).toBeGreaterThan(0);

    // Setting the PIN again with the password ends the lock (the parent proved who they are).
    await browser.post('/api/user/parent-pin', { currentPassword: password, pin: '1357' });
    expect((await verify(id, '1357')).status).toBe(200);
  });

  it('turns the review switch with the PIN only, and removing the PIN turns it off', async () => {
    const { browser, id, password } = await signedUp();
    const noPin = await browser.patch('/api/user/parent-review', { reviewStories: true });
    expect(noPin.status).toBe(400);
    expect(noPin.body).toMatchObject({ code: 'parent_pin_not_set', message: 'Set a parent PIN first' });

    await browser.post('/api/user/parent-pin', { currentPassword: password, pin: '8642' });
    const withoutPin = await browser.patch('/api/user/parent-review', { reviewStories: true });
    expect(withoutPin.status).toBe(403);
    expect(withoutPin.body.code).toBe('parent_pin_required');
    const on = await browser.request('PATCH', '/api/user/parent-review', { reviewStories: true }, { 'x-parent-pin': '8642' });
    expect(on.body).toMatchObject({ ok: true, reviewStories: true, message: 'New stories now wait for a parent' });
    expect(await verify(id, '8642')).toMatchObject({ data: { parentPinSet: true, reviewStories: true } });
    expect((await browser.get('/api/auth/user')).body.reviewStories).toBe(true);

    expect((await browser.post('/api/user/parent-pin/remove', { currentPassword: 'Wrong!pass9' })).status).toBe(400);
    // The session alone never removes the PIN: a wrong password leaves it set.
    expect((await browser.get('/api/auth/user')).body).toMatchObject({ parentPinSet: true, reviewStories: true });
    const removed = await browser.post('/api/user/parent-pin/remove', { currentPassword: password });
    expect(removed.body).toMatchObject({ ok: true, message: 'Parent PIN removed', parentPinSet: false, reviewStories: false });
    expect(await verify(id)).toMatchObject({ status: 200, data: { parentPinSet: false, reviewStories: false } });
  });

  it('needs a signed-in user for the PIN routes', async () => {
    const res = await h.client().post('/api/user/parent-pin', { currentPassword: 'Whatever!1', pin: '1234' });
    expect(res.status).toBe(401);
  });
});
