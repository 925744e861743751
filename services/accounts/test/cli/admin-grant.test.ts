import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { newRegistration, startAccounts, type AccountsHarness } from '../support/accounts-harness';

const root = path.resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);

let h: AccountsHarness;
beforeAll(async () => {
  h = await startAccounts();
});
afterAll(async () => {
  await h?.close();
});

/** `npm run admin:grant -- <args>` from the repository root, against the run's accounts database. */
async function adminGrant(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'admin:grant', '--', ...args], {
      cwd: root,
      env: { ...process.env, ACCOUNTS_DATABASE_URL: h.databaseUrl },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function grantsOf(userId: string) {
  const res = await h.deps.db.execute(sql`select username, role, granted_by from role_grants where user_id = ${userId}`);
  return res.rows as { username: string; role: string; granted_by: string }[];
}

// Each run starts a Node process with tsx: seconds on a loaded machine.
describe('npm run admin:grant', { timeout: 60_000 }, () => {
  it('promotes an existing user, says so, and records the grant with the operator', async () => {
    const reg = newRegistration();
    const browser = h.client();
    const { body: user } = await browser.post('/api/auth/register', reg);

    const out = await adminGrant(reg.username);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain(`${reg.username} (${user.id}) is now an administrator`);
    expect((await h.deps.ports.repos.users.findById(user.id))?.role).toBe('admin');
    const grants = await grantsOf(user.id);
    expect(grants).toEqual([{ username: reg.username, role: 'admin', granted_by: expect.stringMatching(/^.+@.+$/) }]);
    // The role reaches the user at their next sign-in.
    const signedIn = await h.client().post('/api/auth/login', { username: reg.username, password: reg.password });
    expect(signedIn.body.role).toBe('admin');

    const again = await adminGrant(reg.username.toUpperCase());
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('is already an administrator: nothing changed');
    expect(await grantsOf(user.id)).toHaveLength(1);
  });

  it('exits non-zero for an unknown user and changes nothing', async () => {
    const before = await h.deps.db.execute(sql`select count(*)::int as n from role_grants`);
    const out = await adminGrant('nobody_by_this_name');
    expect(out.code).toBe(1);
    expect(out.stderr).toContain('no account named nobody_by_this_name: nothing changed');
    expect((await h.deps.db.execute(sql`select count(*)::int as n from role_grants`)).rows).toEqual(before.rows);
  });

  it('exits non-zero with its usage when no username is given', async () => {
    const out = await adminGrant();
    expect(out.code).toBe(1);
    expect(out.stderr).toContain('usage: npm run admin:grant -- <username>');
  });
});
