import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, startAccounts, type AccountsHarness } from '../support/accounts-harness';

let h: AccountsHarness;
let moved = 0;
/** A new address unlike any registration's, so a mail to one is never mistaken for a mail to the other. */
const movedAddress = () => `moved_${Date.now().toString(36)}${(moved += 1)}@example.org`;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(async () => {
  await h?.close();
});

describe('profile and password', () => {
  it('changes names without the password, never the username, and keeps the address (any case) without a mail', async () => {
    const browser = h.client();
    const registration = newRegistration();
    await browser.post('/api/auth/register', registration);
    const before = h.inbox.received.length;
    const res = await browser.patch('/api/user/profile', {
      firstName: 'Stella',
      lastName: '',
      email: registration.email.toUpperCase(),
      username: 'hijacked',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Stella',
      lastName: null,
      email: registration.email,
      pendingEmail: null,
      username: registration.username,
    });
    expect(h.inbox.received.length).toBe(before);
  });

  it('refuses an e-mail change with the session alone (a stolen session), writing and mailing nothing', async () => {
    const browser = h.client();
    const registration = newRegistration();
    await browser.post('/api/auth/register', registration);
    const attacker = movedAddress();
    const print = await h.fingerprint();
    const mails = h.inbox.received.length;
    for (const currentPassword of [undefined, '']) {
      const res = await browser.patch('/api/user/profile', { firstName: 'Mallory', lastName: null, email: attacker, currentPassword });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Please enter your current password to change your e-mail address',
        fieldErrors: { currentPassword: ['Please enter your current password to change your e-mail address'] },
      });
    }
    expect(await h.fingerprint()).toBe(print);
    expect(h.inbox.received.length).toBe(mails);
    // So "forgot password" still cannot send the attacker a reset link.
    expect((await h.client('198.51.100.60').post('/api/auth/forgot-password', { email: attacker })).status).toBe(404);
  });

  it('refuses a wrong password, changing nothing, and counts it as a failed login', async () => {
    const browser = h.client('198.51.100.61');
    const registration = newRegistration();
    await browser.post('/api/auth/register', registration);
    const print = await h.fingerprint();
    // LOGIN_MAX_FAILURES_PER_ACCOUNT is 5: five wrong guesses lock the account, the right password too.
    for (let i = 0; i < 5; i += 1) {
      const wrong = await browser.patch('/api/user/profile', {
        firstName: 'Luna',
        lastName: 'Reads',
        email: movedAddress(),
        currentPassword: 'Wrong!pass1',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Your current password is not correct');
    }
    expect(await h.fingerprint()).toBe(print);
    const locked = await h
      .client('198.51.100.62')
      .post('/api/auth/login', { username: registration.username, password: registration.password });
    expect(locked.status).toBe(429);
    expect(
      (
        await browser.patch('/api/user/profile', {
          firstName: 'L',
          lastName: null,
          email: movedAddress(),
          currentPassword: registration.password,
        })
      ).status,
    ).toBe(429);
  });

  it('mails a link to the new address and a notice to the old; the address changes, verified, only when the link is opened, once', async () => {
    const browser = h.client();
    const registration = newRegistration();
    const { body: registered } = await browser.post('/api/auth/register', registration);
    expect((await h.deps.ports.repos.users.findById(registered.id))?.isVerified).toBe(false);
    const newEmail = movedAddress();

    const asked = await browser.patch('/api/user/profile', {
      firstName: 'Luna',
      lastName: 'Moved',
      email: newEmail.toUpperCase(),
      currentPassword: registration.password,
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ email: registration.email, pendingEmail: newEmail, lastName: 'Moved' });
    expect((await browser.get('/api/auth/user')).body).toMatchObject({ email: registration.email, pendingEmail: newEmail });

    const link = new URL(await h.inbox.linkTo(newEmail, '/confirm-email?token='));
    const confirmMail = await h.mailTo(newEmail);
    expect(confirmMail).toContain('Confirm your new Inkspell e-mail address');
    expect(confirmMail).toContain('within one day');
    const notice = await h.mailTo(registration.email);
    expect(notice).toContain('Your Inkspell e-mail address is being changed');
    expect(notice).toContain(newEmail);
    expect(notice).not.toContain('/confirm-email');
    // Until then the old address is the account's: a reset goes there, the new one is unknown.
    expect((await h.client('198.51.100.63').post('/api/auth/forgot-password', { email: newEmail })).status).toBe(404);

    // Opened in another browser, signed out: the token is the proof.
    const token = link.searchParams.get('token')!;
    const confirmed = await h.client().post('/api/auth/confirm-email', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ ok: true, message: 'Your new e-mail address is confirmed', email: newEmail });
    expect((await browser.get('/api/auth/user')).body).toMatchObject({ email: newEmail, pendingEmail: null });
    expect((await h.deps.ports.repos.users.findById(registered.id))?.isVerified).toBe(true);
    expect((await h.client('198.51.100.64').post('/api/auth/forgot-password', { email: registration.email })).status).toBe(404);

    const print = await h.fingerprint();
    const again = await h.client().post('/api/auth/confirm-email', { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'link_invalid', message: 'This confirmation link is invalid or has already been used.' });
    expect(await h.fingerprint()).toBe(print);
  });

  it('refuses an expired link and keeps the old address', async () => {
    const browser = h.client();
    const registration = newRegistration();
    await browser.post('/api/auth/register', registration);
    const newEmail = movedAddress();
    await browser.patch('/api/user/profile', { firstName: null, lastName: null, email: newEmail, currentPassword: registration.password });
    const token = new URL(await h.inbox.linkTo(newEmail, '/confirm-email?token=')).searchParams.get('token')!;
    h.advanceClock(24 * 3600_000 + 1000);
    const late = await h.client().post('/api/auth/confirm-email', { token });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      code: 'link_expired',
      message: 'This confirmation link has expired. Please change your e-mail again from your profile.',
    });
    expect((await browser.get('/api/auth/user')).body).toMatchObject({ email: registration.email, pendingEmail: newEmail });
  });

  it("refuses another user's e-mail when asked, and again when confirmed if someone took it meanwhile", async () => {
    const other = newRegistration();
    await h.client().post('/api/auth/register', other);
    const browser = h.client();
    const registration = newRegistration();
    await browser.post('/api/auth/register', registration);
    const taken = await browser.patch('/api/user/profile', {
      firstName: 'A',
      lastName: 'B',
      email: other.email,
      currentPassword: registration.password,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Email already exists');

    const newEmail = movedAddress();
    await browser.patch('/api/user/profile', { firstName: 'A', lastName: 'B', email: newEmail, currentPassword: registration.password });
    const token = new URL(await h.inbox.linkTo(newEmail, '/confirm-email?token=')).searchParams.get('token')!;
    expect((await h.client().post('/api/auth/register', newRegistration({ email: newEmail }))).status).toBe(201);
    const late = await h.client().post('/api/auth/confirm-email', { token });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Email already exists');
    expect((await browser.get('/api/auth/user')).body.email).toBe(registration.email);
  });

  it.each([
    ['no token', {}, 'This confirmation link is invalid or has already been used.'],
    ['an empty token', { token: '' }, 'This confirmation link is invalid or has already been used.'],
    ['a token of the wrong type', { token: 42 }, 'This confirmation link is invalid or has already been used.'],
    ['an oversized token', { token: 'a'.repeat(201) }, /./],
    ['an unknown token', { token: 'not-a-token' }, 'This confirmation link is invalid or has already been used.'],
  ])('refuses a confirmation with %s and writes nothing', async (_name, body, message) => {
    const print = await h.fingerprint();
    const res = await h.client().post('/api/auth/confirm-email', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await h.fingerprint()).toBe(print);
  });

  it('refuses a password of the wrong type or size on the profile and writes nothing', async () => {
    const browser = h.client();
    const registration = newRegistration();
    await browser.post('/api/auth/register', registration);
    const print = await h.fingerprint();
    for (const currentPassword of [42, ['x'], 'a'.repeat(129)]) {
      const res = await browser.patch('/api/user/profile', { firstName: null, lastName: null, email: movedAddress(), currentPassword });
      expect(res.status).toBe(400);
      expect(res.body.isValidationError).toBe(true);
    }
    expect(await h.fingerprint()).toBe(print);
  });

  it('changes the password with the current one, ends other sessions and keeps this one', async () => {
    const registration = newRegistration();
    const laptop = h.client();
    await laptop.post('/api/auth/register', registration);
    const phone = h.client();
    await phone.post('/api/auth/login', { username: registration.username, password: registration.password });

    const wrong = await laptop.post('/api/user/change-password', { currentPassword: 'Wrong!pass1', newPassword: 'Starlight!77' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Your current password is not correct');

    const ok = await laptop.post('/api/user/change-password', { currentPassword: registration.password, newPassword: 'Starlight!77' });
    expect(ok.status).toBe(200);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await h.client().post('/api/auth/login', { username: registration.username, password: 'Starlight!77' })).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await h.client().patch('/api/user/profile', { firstName: 'A', lastName: 'B', email: 'a@example.com' })).status).toBe(401);
    expect((await h.client().post('/api/user/change-password', { currentPassword: 'x', newPassword: 'Starlight!77' })).status).toBe(401);
    expect((await h.client().post('/api/auth/2fa/generate')).status).toBe(401);
  });
});
