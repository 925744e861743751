import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@inkspell/service-kit';
import { seedAdmin } from '../../src/seed-admin';
import { accountsEnv } from '../../src/env';
import { startAccounts, type AccountsHarness } from '../support/accounts-harness';

let h: AccountsHarness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(async () => {
  await h?.close();
});

const logger = createLogger('seed-test', 'silent');

describe('admin seeding', () => {
  it('refuses to seed an admin in production without an explicit password', async () => {
    const env = accountsEnv.parse({ NODE_ENV: 'production', GATEWAY_JWT_PUBLIC_KEY: 'x', ADMIN_USERNAME: 'prod_admin', MAIL_MODE: 'file' });
    expect(env.ADMIN_PASSWORD).toBeUndefined();
    await seedAdmin(h.deps.ports, env, logger);
    expect(await h.deps.ports.repos.users.findByUsername('prod_admin')).toBeUndefined();
  });

  it('seeds with the local default outside production, and with an explicit password in production', async () => {
    expect(accountsEnv.parse({ GATEWAY_JWT_PUBLIC_KEY: 'x' }).ADMIN_PASSWORD).toBeTruthy();
    const env = accountsEnv.parse({
      NODE_ENV: 'production',
      GATEWAY_JWT_PUBLIC_KEY: 'x',
      ADMIN_USERNAME: 'prod_admin',
      ADMIN_PASSWORD: 'Very!Secret99',
      MAIL_MODE: 'file',
    });
    await seedAdmin(h.deps.ports, env, logger);
    expect((await h.deps.ports.repos.users.findByUsername('prod_admin'))?.role).toBe('admin');
    const login = await h.client().post('/api/auth/login', { username: 'prod_admin', password: 'Very!Secret99' });
    expect(login.body.role).toBe('admin');
  });
});
