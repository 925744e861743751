import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '@inkspell/contracts';
import { sendCommand } from '@inkspell/service-kit';
import { commandHandlers } from '../../src/commands/subscriptions';
import { newRegistration, startAccounts, type AccountsHarness } from '../support/accounts-harness';

let h: AccountsHarness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(async () => {
  await h?.close();
});

describe('admin commands over NATS', () => {
  it('disabling ends every open session at once and login then says why', async () => {
    const registration = newRegistration();
    const laptop = h.client();
    const user = (await laptop.post('/api/auth/register', registration)).body;
    const phone = h.client();
    await phone.post('/api/auth/login', { username: registration.username, password: registration.password });
    expect((await laptop.get('/api/auth/user')).status).toBe(200);

    const { user: disabled } = await sendCommand(h.deps.nc, h.deps.subjects, 'accounts.admin.disable', {
      userId: user.id,
      reason: 'Shared an unkind story',
    });
    expect(disabled).toMatchObject({ isDisabled: true, disabledReason: 'Shared an unkind story' });

    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    const login = await h.client().post('/api/auth/login', { username: registration.username, password: registration.password });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('This account has been disabled: Shared an unkind story');

    await sendCommand(h.deps.nc, h.deps.subjects, 'accounts.admin.enable', { userId: user.id });
    expect((await h.client().post('/api/auth/login', { username: registration.username, password: registration.password })).status).toBe(
      200,
    );
  });

  it('requires a non-empty reason to disable', async () => {
    const user = (await h.client().post('/api/auth/register', newRegistration())).body;
    const err = await sendCommand(h.deps.nc, h.deps.subjects, 'accounts.admin.disable', { userId: user.id, reason: '   ' }).catch((e) => e);
    expect(err.status).toBe(400);
  });

  it('lists and searches users without their secrets', async () => {
    const registration = newRegistration({ firstName: 'Zephyrine' });
    await h.client().post('/api/auth/register', registration);
    const { items: users, total } = await sendCommand(h.deps.nc, h.deps.subjects, 'accounts.admin.list', { search: 'zephyr' });
    expect(total).toEqual({ count: 1, exact: true });
    expect(users[0]).toMatchObject({ username: registration.username, firstName: 'Zephyrine' });
    expect(JSON.stringify(users)).not.toContain('argon2');
  });

  it('answers every accounts.* command of the catalogue, and only those', () => {
    const owned = Object.keys(commands).filter((subject) => subject.startsWith('accounts.'));
    expect(Object.keys(commandHandlers(h.deps.ports)).sort()).toEqual(owned.sort());
  });
});
