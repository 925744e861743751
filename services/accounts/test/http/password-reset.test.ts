import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticator } from 'otplib';
import { newRegistration, startAccounts, type AccountsHarness } from '../support/accounts-harness';

let h: AccountsHarness;
beforeAll(async () => {
  h = await startAccounts({ resetCooldownSeconds: 1 });
});
afterAll(async () => {
  await h?.close();
});

const tokenFrom = (link: string) => new URL(link).searchParams.get('token')!;

describe('password reset', () => {
  it('mails a link that sets a new password once, ends every session, and leaves the old password dead', async () => {
    const registration = newRegistration();
    const signedIn = h.client();
    await signedIn.post('/api/auth/register', registration);

    const asked = await h.client('198.51.100.1').post('/api/auth/forgot-password', { email: registration.email });
    expect(asked.status).toBe(200);
    const link = await h.inbox.linkTo(registration.email, '/reset-password?token=');
    expect(link.startsWith('http://localhost:8080/reset-password?token=')).toBe(true);

    const reset = await h.client().post('/api/auth/reset-password', { token: tokenFrom(link), newPassword: 'Sunrise!2026' });
    expect(reset.status).toBe(200);
    expect((await signedIn.get('/api/auth/user')).status).toBe(401);

    expect((await h.client().post('/api/auth/login', { username: registration.username, password: registration.password })).status).toBe(401);
    expect((await h.client().post('/api/auth/login', { username: registration.username, password: 'Sunrise!2026' })).status).toBe(200);

    const reused = await h.client().post('/api/auth/reset-password', { token: tokenFrom(link), newPassword: 'Another!2026' });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toContain('invalid');
  });

  it('says the link expired after an hour', async () => {
    const registration = newRegistration();
    await h.client().post('/api/auth/register', registration);
    await new Promise((r) => setTimeout(r, 1100));
    await h.client('198.51.100.2').post('/api/auth/forgot-password', { email: registration.email });
    const link = await h.inbox.linkTo(registration.email, '/reset-password?token=');
    h.advanceClock(61 * 60_000);
    const res = await h.client().post('/api/auth/reset-password', { token: tokenFrom(link), newPassword: 'Sunrise!2026' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('expired');
    expect((await h.client().post('/api/auth/login', { username: registration.username, password: registration.password })).status).toBe(200);
  });

  it('cools down repeated requests with the spell-casting message', async () => {
    const registration = newRegistration();
    await h.client().post('/api/auth/register', registration);
    const browser = h.client('198.51.100.3');
    expect((await browser.post('/api/auth/forgot-password', { email: registration.email })).status).toBe(200);
    const again = await browser.post('/api/auth/forgot-password', { email: registration.email });
    expect(again.status).toBe(429);
    expect(again.body.message).toContain('spell casting is too frequent');
  });

  it('answers an unknown address with the not-registered message and sends nothing', async () => {
    const before = h.inbox.received.length;
    const res = await h.client('198.51.100.4').post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect(res.status).toBe(404);
    expect(res.body.message).toContain("isn't registered in our magical realm");
    expect(h.inbox.received.length).toBe(before);
  });

  it('does not bypass 2FA: after a reset the code is still asked for', async () => {
    const registration = newRegistration();
    const browser = h.client();
    await browser.post('/api/auth/register', registration);
    const setup = await browser.post('/api/auth/2fa/generate');
    await browser.post('/api/auth/2fa/enable', { code: authenticator.clone({ epoch: h.deps.now() }).generate(setup.body.secret) });
    await new Promise((r) => setTimeout(r, 1100));
    await h.client('198.51.100.5').post('/api/auth/forgot-password', { email: registration.email });
    const link = await h.inbox.linkTo(registration.email, '/reset-password?token=');
    await h.client().post('/api/auth/reset-password', { token: tokenFrom(link), newPassword: 'Sunrise!2026' });
    const login = await h.client().post('/api/auth/login', { username: registration.username, password: 'Sunrise!2026' });
    expect(login.body).toEqual({ requires2FA: true });
  });
});
