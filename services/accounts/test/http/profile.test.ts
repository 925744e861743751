import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, startAccounts, type AccountsHarness } from '../support/accounts-harness';

let h: AccountsHarness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(async () => {
  await h?.close();
});

describe('profile and password', () => {
  it('updates names and e-mail but never the username', async () => {
    const browser = h.client();
    const registration = newRegistration();
    await browser.post('/api/auth/register', registration);
    const res = await browser.patch('/api/user/profile', {
      firstName: 'Stella',
      lastName: '',
      email: 'stella@example.com',
      username: 'hijacked',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Stella', lastName: null, email: 'stella@example.com', username: registration.username });
  });

  it("refuses another user's e-mail", async () => {
    const other = newRegistration();
    await h.client().post('/api/auth/register', other);
    const browser = h.client();
    await browser.post('/api/auth/register', newRegistration());
    const res = await browser.patch('/api/user/profile', { firstName: 'A', lastName: 'B', email: other.email });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Email already exists');
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
