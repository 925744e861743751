import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticator } from 'otplib';
import { newRegistration, startAccounts, type AccountsHarness, type TestClient } from '../support/accounts-harness';

let h: AccountsHarness;
beforeAll(async () => {
  h = await startAccounts({ DISABLE_2FA_TOKEN_TTL_MINUTES: 45 });
});
afterAll(async () => {
  await h?.close();
});

/** The code an authenticator app shows at the service's current time. */
const codeAt = (secret: string, offsetSteps = 0) =>
  authenticator.clone({ epoch: h.deps.ports.now() + offsetSteps * 30_000 }).generate(secret);

async function userWithTwoFactor(): Promise<{
  browser: TestClient;
  registration: ReturnType<typeof newRegistration>;
  secret: string;
  backupCodes: string[];
}> {
  const browser = h.client();
  const registration = newRegistration();
  await browser.post('/api/auth/register', registration);
  const setup = await browser.post('/api/auth/2fa/generate');
  expect(setup.status).toBe(200);
  expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
  expect(setup.body.backupCodes).toHaveLength(10);
  const enabled = await browser.post('/api/auth/2fa/enable', { code: codeAt(setup.body.secret) });
  expect(enabled.status).toBe(200);
  h.advanceClock(30_000);
  return { browser, registration, secret: setup.body.secret, backupCodes: setup.body.backupCodes };
}

/** The token of the newest 2FA-disable link mailed to an address. */
async function disableToken(email: string): Promise<string> {
  return new URL(await h.inbox.linkTo(email, '/disable-2fa?token=')).searchParams.get('token')!;
}

describe('two-factor authentication', () => {
  it('refuses to enable with a wrong code and keeps 2FA off', async () => {
    const browser = h.client();
    await browser.post('/api/auth/register', newRegistration());
    const setup = await browser.post('/api/auth/2fa/generate');
    const wrong = await browser.post('/api/auth/2fa/enable', { code: codeAt(setup.body.secret, 10) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid verification code');
    expect((await browser.get('/api/auth/user')).body.twoFactorEnabled).toBe(false);
    const notDigits = await browser.post('/api/auth/2fa/enable', { code: '12ab56' });
    expect(notDigits.body.message).toBe('Invalid Code: Please enter a 6-digit verification code');
  });

  it('asks for the code at login, accepts a current one, and refuses the same code a second time', async () => {
    const { registration, secret } = await userWithTwoFactor();
    const browser = h.client();
    const first = await browser.post('/api/auth/login', { username: registration.username, password: registration.password });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ requires2FA: true });
    expect(browser.sid).toBeUndefined();

    const code = codeAt(secret);
    const second = await browser.post('/api/auth/login', {
      username: registration.username,
      password: registration.password,
      twoFactorCode: code,
    });
    expect(second.status).toBe(200);
    expect(second.body.twoFactorEnabled).toBe(true);
    expect((await browser.get('/api/auth/user')).status).toBe(200);

    const replay = await h
      .client()
      .post('/api/auth/login', { username: registration.username, password: registration.password, twoFactorCode: code });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('Invalid verification code');
  });

  it('accepts a backup code once and refuses it the second time', async () => {
    const { registration, backupCodes } = await userWithTwoFactor();
    const code = backupCodes[3]!;
    const once = await h
      .client()
      .post('/api/auth/login', { username: registration.username, password: registration.password, twoFactorCode: code });
    expect(once.status).toBe(200);
    const twice = await h
      .client()
      .post('/api/auth/login', { username: registration.username, password: registration.password, twoFactorCode: code });
    expect(twice.status).toBe(401);
    const other = await h.client().post('/api/auth/login', {
      username: registration.username,
      password: registration.password,
      twoFactorCode: backupCodes[4]!.toUpperCase().replace(/-/g, ' '),
    });
    expect(other.status).toBe(200);
  });

  it('refuses to disable from the security page with the session alone (a stolen session), and 2FA stays on', async () => {
    const { browser } = await userWithTwoFactor();
    const print = await h.fingerprint();
    for (const body of [undefined, {}, { password: '' }, { password: '', twoFactorCode: '' }]) {
      const res = await browser.request('POST', '/api/auth/2fa/disable', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please enter your current password or a code from your authenticator app');
    }
    expect(await h.fingerprint()).toBe(print);
    expect((await browser.get('/api/auth/user')).body.twoFactorEnabled).toBe(true);
  });

  it.each([
    ['a wrong password', { password: 'Nope!nope1' }, 400, 'Your current password is not correct'],
    ['a password of the wrong type', { password: 42 }, 400, /./],
    ['an oversized password', { password: 'a'.repeat(129) }, 400, /./],
    ['a code that is not 6 digits', { twoFactorCode: '12ab56' }, 400, 'Invalid Code: Please enter a 6-digit verification code'],
    [
      'a backup code (those are for the e-mailed link)',
      { twoFactorCode: 'backup' },
      400,
      'Invalid Code: Please enter a 6-digit verification code',
    ],
  ])('refuses to disable from the security page with %s, writing nothing', async (_name, proof, status, message) => {
    const { browser, backupCodes } = await userWithTwoFactor();
    const body = 'twoFactorCode' in proof && proof.twoFactorCode === 'backup' ? { twoFactorCode: backupCodes[0] } : proof;
    const print = await h.fingerprint();
    const res = await browser.post('/api/auth/2fa/disable', body);
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
    expect(await h.fingerprint()).toBe(print);
    expect((await browser.get('/api/auth/user')).body.twoFactorEnabled).toBe(true);
  });

  it('refuses a wrong code from the authenticator, and a right password with it, so every proof given must hold', async () => {
    const { browser, registration, secret } = await userWithTwoFactor();
    const wrongCode = await browser.post('/api/auth/2fa/disable', { twoFactorCode: codeAt(secret, 10) });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.message).toBe('Invalid verification code');
    const mixed = await browser.post('/api/auth/2fa/disable', { password: registration.password, twoFactorCode: codeAt(secret, 10) });
    expect(mixed.status).toBe(400);
    expect((await browser.get('/api/auth/user')).body.twoFactorEnabled).toBe(true);
  });

  it('disables from the security page with the current password', async () => {
    const { browser, registration } = await userWithTwoFactor();
    const off = await browser.post('/api/auth/2fa/disable', { password: registration.password });
    expect(off.status).toBe(200);
    const login = await h.client().post('/api/auth/login', { username: registration.username, password: registration.password });
    expect(login.body.requires2FA).toBe(false);
  });

  it('disables from the security page with a current authenticator code instead', async () => {
    const { browser, registration, secret } = await userWithTwoFactor();
    const code = codeAt(secret);
    const off = await browser.post('/api/auth/2fa/disable', { twoFactorCode: code });
    expect(off.status).toBe(200);
    expect((await browser.get('/api/auth/user')).body.twoFactorEnabled).toBe(false);
    const login = await h.client().post('/api/auth/login', { username: registration.username, password: registration.password });
    expect(login.body.requires2FA).toBe(false);
  });

  it('counts wrong passwords on the security page as failed logins', async () => {
    const { browser, registration } = await userWithTwoFactor();
    for (let i = 0; i < 5; i += 1) expect((await browser.post('/api/auth/2fa/disable', { password: 'Nope!nope1' })).status).toBe(400);
    expect((await browser.post('/api/auth/2fa/disable', { password: registration.password })).status).toBe(429);
    expect((await browser.get('/api/auth/user')).body.twoFactorEnabled).toBe(true);
  });

  it('disables through the e-mailed link only with the right password and a current code, once', async () => {
    const { browser, registration, secret } = await userWithTwoFactor();
    const asked = await browser.post('/api/user/request-2fa-disable');
    expect(asked.status).toBe(200);
    expect(await h.mailTo(registration.email)).toContain('within 45 minutes');
    const token = await disableToken(registration.email);

    const anonymous = h.client();
    const wrongPassword = await anonymous.post('/api/auth/2fa/disable', { token, password: 'Nope!nope1', twoFactorCode: codeAt(secret) });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe('Your current password is not correct');
    h.advanceClock(30_000);
    const missing = await anonymous.post('/api/auth/2fa/disable', { token, password: '', twoFactorCode: '' });
    expect(missing.status).toBe(400);

    const ok = await anonymous.post('/api/auth/2fa/disable', { token, password: registration.password, twoFactorCode: codeAt(secret) });
    expect(ok.status).toBe(200);
    const again = await anonymous.post('/api/auth/2fa/disable', {
      token,
      password: registration.password,
      twoFactorCode: codeAt(secret, 1),
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid/i);
    const login = await h.client().post('/api/auth/login', { username: registration.username, password: registration.password });
    expect(login.body.requires2FA).toBe(false);
  });

  it('turns 2FA off through the e-mailed link with a backup code when the authenticator is lost, but not with one already spent', async () => {
    const { browser, registration, backupCodes } = await userWithTwoFactor();
    const [spent, unused] = [backupCodes[0]!, backupCodes[1]!];
    expect((await h.client().post('/api/auth/login', { ...registration, twoFactorCode: spent })).status).toBe(200);
    await browser.post('/api/user/request-2fa-disable');
    const token = await disableToken(registration.email);

    const anonymous = h.client();
    const reused = await anonymous.post('/api/auth/2fa/disable', { token, password: registration.password, twoFactorCode: spent });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: 'invalid_two_factor_code', message: 'Invalid verification code' });

    const ok = await anonymous.post('/api/auth/2fa/disable', {
      token,
      password: registration.password,
      twoFactorCode: unused.toUpperCase(),
    });
    expect(ok.status).toBe(200);
    const login = await h.client().post('/api/auth/login', { username: registration.username, password: registration.password });
    expect(login.body.requires2FA).toBe(false);
  });

  it('does not spend a backup code when the password on the link page is wrong', async () => {
    const { browser, registration, backupCodes } = await userWithTwoFactor();
    await browser.post('/api/user/request-2fa-disable');
    const token = await disableToken(registration.email);
    const wrong = await h.client().post('/api/auth/2fa/disable', { token, password: 'Nope!nope1', twoFactorCode: backupCodes[2]! });
    expect(wrong.body).toMatchObject({ code: 'wrong_password' });
    expect((await h.client().post('/api/auth/login', { ...registration, twoFactorCode: backupCodes[2]! })).status).toBe(200);
  });
});
