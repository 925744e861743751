import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '@inkspell/service-kit';
import { hashPassword } from '../../src/domain/passwords';
import { developmentAdminPassword } from '../../src/domain/admin-account';
import { accountsEnv, type AccountsEnv } from '../../src/env';
import { seedAdmin } from '../../src/seed-admin';
import { newRegistration, startAccounts, type AccountsHarness } from '../support/accounts-harness';

// The service as production runs it: its logins refuse the development password of an administrator.
let h: AccountsHarness;
beforeAll(async () => {
  h = await startAccounts({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await h?.close();
});

/** A logger that keeps what seedAdmin said. */
function recordingLogger() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) => void lines.push({ level, fields, message });
  return { lines, logger: { info: at('info'), warn: at('warn'), error: at('error') } };
}

const production = (vars: Record<string, string>): AccountsEnv =>
  accountsEnv.parse({ NODE_ENV: 'production', GATEWAY_JWT_PUBLIC_KEY: 'x', MAIL_MODE: 'file', ...vars });

// Production's session cookie is Secure: the TLS hop in front of the gateway says https.
const overTls = { 'x-forwarded-proto': 'https' };
const login = (username: string, password: string) => h.client().request('POST', '/api/auth/login', { username, password }, overTls);

/** An account registered as anyone can, before its name was reserved: it holds `username` as a plain user. */
async function plainAccountNamed(username: string) {
  const reg = newRegistration();
  const res = await h.client().request('POST', '/api/auth/register', reg, overTls);
  expect(res.status).toBe(201);
  // Renamed in the table: registration itself now refuses the administrator's name.
  const user = await h.deps.ports.repos.users.update(res.body.id, { username });
  return { user, password: reg.password };
}

describe('start-up never promotes an existing account', () => {
  it('leaves a plain account holding ADMIN_USERNAME a plain user when no ADMIN_PASSWORD is set, and names it in a warning', async () => {
    const { user, password } = await plainAccountNamed('prod_admin_a');
    const { lines, logger } = recordingLogger();
    await seedAdmin(h.deps.ports, production({ ADMIN_USERNAME: 'prod_admin_a' }), logger);
    const after = await h.deps.ports.repos.users.findByUsername('prod_admin_a');
    expect(after).toMatchObject({ id: user.id, role: 'user', passwordHash: user.passwordHash });
    const warning = lines.find((line) => line.level === 'warn');
    expect(warning?.message).toContain(`prod_admin_a (${user.id})`);
    expect(warning?.message).toContain('stays a plain user');
    const signedIn = await login('prod_admin_a', password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.role).toBe('user');
  });

  it('leaves it a plain user with its own password when ADMIN_PASSWORD is set too', async () => {
    const { user, password } = await plainAccountNamed('prod_admin_b');
    const { lines, logger } = recordingLogger();
    await seedAdmin(h.deps.ports, production({ ADMIN_USERNAME: 'prod_admin_b', ADMIN_PASSWORD: 'Very!Secret99' }), logger);
    expect(await h.deps.ports.repos.users.findByUsername('prod_admin_b')).toMatchObject({ role: 'user', passwordHash: user.passwordHash });
    expect(lines.map((line) => line.level)).toEqual(['warn']);
    expect((await login('prod_admin_b', 'Very!Secret99')).status).toBe(401);
    expect((await login('prod_admin_b', password)).body.role).toBe('user');
  });

  it('creates the administrator when the name is free and a password is configured', async () => {
    const { logger } = recordingLogger();
    await seedAdmin(h.deps.ports, production({ ADMIN_USERNAME: 'prod_admin_c', ADMIN_PASSWORD: 'Very!Secret99' }), logger);
    const signedIn = await login('prod_admin_c', 'Very!Secret99');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.role).toBe('admin');
  });

  it('creates nothing in production without an explicit password', async () => {
    const env = production({ ADMIN_USERNAME: 'prod_admin_d' });
    expect(env.ADMIN_PASSWORD).toBeUndefined();
    const { lines, logger } = recordingLogger();
    await seedAdmin(h.deps.ports, env, logger);
    expect(await h.deps.ports.repos.users.findByUsername('prod_admin_d')).toBeUndefined();
    expect(lines[0]?.message).toContain('no ADMIN_PASSWORD set in production');
  });

  it('seeds with the local default outside production', () => {
    expect(accountsEnv.parse({ GATEWAY_JWT_PUBLIC_KEY: 'x' }).ADMIN_PASSWORD).toBe(developmentAdminPassword);
  });
});

describe('the development password never works in production', () => {
  it('stops the start when ADMIN_PASSWORD is the development default, naming ADMIN_PASSWORD and what to set', () => {
    const start = () =>
      loadEnv(accountsEnv, {
        NODE_ENV: 'production',
        GATEWAY_JWT_PUBLIC_KEY: 'x',
        MAIL_MODE: 'file',
        ADMIN_PASSWORD: developmentAdminPassword,
      });
    expect(start).toThrow(EnvError);
    expect(start).toThrow(
      /environment variable ADMIN_PASSWORD is invalid: .*development password.*set ADMIN_PASSWORD to a password of your own/,
    );
    // Outside production it is the local default, given or not.
    expect(loadEnv(accountsEnv, { GATEWAY_JWT_PUBLIC_KEY: 'x', ADMIN_PASSWORD: developmentAdminPassword }).ADMIN_PASSWORD).toBe(
      developmentAdminPassword,
    );
  });

  it('refuses the sign-in of an administrator still on the development password, logs the fix at start, and ADMIN_PASSWORD replaces it', async () => {
    const admin = await h.deps.ports.repos.users.insert({
      username: 'legacy_admin',
      email: null,
      passwordHash: await hashPassword(developmentAdminPassword),
      firstName: null,
      lastName: null,
      role: 'admin',
      isVerified: true,
    });
    expect('taken' in admin).toBe(false);
    const refused = await login('legacy_admin', developmentAdminPassword);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Invalid username or password');

    const unset = recordingLogger();
    await seedAdmin(h.deps.ports, production({ ADMIN_USERNAME: 'legacy_admin' }), unset.logger);
    expect(unset.lines).toEqual([
      expect.objectContaining({ level: 'error', message: expect.stringContaining('set ADMIN_PASSWORD to a password of your own') }),
    ]);

    const replaced = recordingLogger();
    await seedAdmin(h.deps.ports, production({ ADMIN_USERNAME: 'legacy_admin', ADMIN_PASSWORD: 'Own!Secret77' }), replaced.logger);
    expect(replaced.lines[0]?.message).toContain('ADMIN_PASSWORD replaced it');
    expect((await login('legacy_admin', developmentAdminPassword)).status).toBe(401);
    const signedIn = await login('legacy_admin', 'Own!Secret77');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.role).toBe('admin');
  });

  it('never touches an administrator password of the operator’s own', async () => {
    const { logger } = recordingLogger();
    await seedAdmin(h.deps.ports, production({ ADMIN_USERNAME: 'prod_admin_c', ADMIN_PASSWORD: 'Another!Secret1' }), logger);
    expect((await login('prod_admin_c', 'Very!Secret99')).body.role).toBe('admin');
    expect((await login('prod_admin_c', 'Another!Secret1')).status).toBe(401);
  });
});
