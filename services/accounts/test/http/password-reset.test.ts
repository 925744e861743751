import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticator } from 'otplib';
import { newRegistration, startAccounts, type AccountsHarness } from '../support/accounts-harness';

let h: AccountsHarness;
beforeAll(async () => {
  h = await startAccounts({ RESET_TOKEN_TTL_MINUTES: 30, RESET_MAX_REQUESTS_PER_IP: 5 });
});
afterAll(async () => {
  await h?.close();
});

const tokenFrom = (link: string) => new URL(link).searchParams.get('token')!;

async function registered() {
  const registration = newRegistration();
  await h.client().post('/api/auth/register', registration);
  return registration;
}

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

    expect((await h.client().post('/api/auth/login', { username: registration.username, password: registration.password })).status).toBe(
      401,
    );
    expect((await h.client().post('/api/auth/login', { username: registration.username, password: 'Sunrise!2026' })).status).toBe(200);

    const reused = await h.client().post('/api/auth/reset-password', { token: tokenFrom(link), newPassword: 'Another!2026' });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: 'link_invalid', message: expect.stringContaining('invalid') });
  });

  it('says in the mail how long the link works, as configured, and refuses it once that time is over', async () => {
    const registration = await registered();
    await h.client('198.51.100.2').post('/api/auth/forgot-password', { email: registration.email });
    const mail = await h.mailTo(registration.email);
    expect(mail).toContain('within 30 minutes');
    expect(mail).not.toContain('one hour');
    const link = await h.inbox.linkTo(registration.email, '/reset-password?token=');
    h.advanceClock(31 * 60_000);
    const res = await h.client().post('/api/auth/reset-password', { token: tokenFrom(link), newPassword: 'Sunrise!2026' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'link_expired', message: expect.stringContaining('expired') });
    expect((await h.client().post('/api/auth/login', { username: registration.username, password: registration.password })).status).toBe(
      200,
    );
  });

  it('cools down a second mail to the same account with the spell-casting message', async () => {
    const registration = await registered();
    expect((await h.client('198.51.100.3').post('/api/auth/forgot-password', { email: registration.email })).status).toBe(200);
    // Another address does not get around it: the cooldown belongs to the account.
    const again = await h.client('198.51.100.30').post('/api/auth/forgot-password', { email: registration.email });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 'reset_cooldown', message: expect.stringContaining('spell casting is too frequent') });
  });

  it('answers an unknown address with the not-registered message, sends nothing and spends no cooldown: the corrected address works at once', async () => {
    const registration = await registered();
    const browser = h.client('198.51.100.4');
    const before = h.inbox.received.length;
    const typo = await browser.post('/api/auth/forgot-password', { email: registration.email.replace('@example.com', '@exmaple.com') });
    expect(typo.status).toBe(404);
    expect(typo.body).toMatchObject({ code: 'email_not_found', message: expect.stringContaining("isn't registered in our magical realm") });
    expect(h.inbox.received.length).toBe(before);

    const corrected = await browser.post('/api/auth/forgot-password', { email: registration.email });
    expect(corrected.status).toBe(200);
    await h.inbox.linkTo(registration.email, '/reset-password?token=');
  });

  it('lets a family behind one home address each reset their own password in the same minute', async () => {
    const home = h.client('198.51.100.5');
    for (const member of [await registered(), await registered(), await registered()]) {
      expect((await home.post('/api/auth/forgot-password', { email: member.email })).status).toBe(200);
      await h.inbox.linkTo(member.email, '/reset-password?token=');
    }
  });

  it('caps the requests one address may make, found or not, so probing for accounts stays slow', async () => {
    const prober = h.client('198.51.100.6');
    for (let i = 0; i < 5; i += 1) {
      expect((await prober.post('/api/auth/forgot-password', { email: `guess${i}@example.com` })).status).toBe(404);
    }
    const capped = await prober.post('/api/auth/forgot-password', { email: (await registered()).email });
    expect(capped.status).toBe(429);
    expect(capped.body).toMatchObject({ code: 'reset_cooldown', message: expect.stringContaining('spell casting is too frequent') });
  });

  it('does not bypass 2FA: after a reset the code is still asked for', async () => {
    const registration = newRegistration();
    const browser = h.client();
    await browser.post('/api/auth/register', registration);
    const setup = await browser.post('/api/auth/2fa/generate');
    await browser.post('/api/auth/2fa/enable', { code: authenticator.clone({ epoch: h.deps.ports.now() }).generate(setup.body.secret) });
    await h.client('198.51.100.7').post('/api/auth/forgot-password', { email: registration.email });
    const link = await h.inbox.linkTo(registration.email, '/reset-password?token=');
    await h.client().post('/api/auth/reset-password', { token: tokenFrom(link), newPassword: 'Sunrise!2026' });
    const login = await h.client().post('/api/auth/login', { username: registration.username, password: 'Sunrise!2026' });
    expect(login.body).toEqual({ requires2FA: true });
  });
});

describe('password reset while the mail server is down', () => {
  let down: AccountsHarness;
  beforeAll(async () => {
    // Nothing listens on the discard port: every send fails at once.
    down = await startAccounts({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => {
    await down?.close();
  });

  it('says to try again and spends no cooldown, so the retry is not refused', async () => {
    const registration = newRegistration();
    await down.client().post('/api/auth/register', registration);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await down.client('198.51.100.8').post('/api/auth/forgot-password', { email: registration.email });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('unavailable');
    }
  });
});
