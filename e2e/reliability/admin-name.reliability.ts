import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '@inkspell/contracts';
import { startAdminNamePlatform, type AdminNamePlatform } from './admin-name-platform';
import { clientFor, password } from './client';
import { servedRoutes } from './route-inventory';
import { record } from './summary';

// ADR 0024, as an attacker would try it: the administrator's name (ADMIN_USERNAME's default) on a production
// platform that has no administrator yet.
const adminName = 'spelladmin';

let p: AdminNamePlatform;
let c: ReturnType<typeof clientFor>;
let accountsDb: pg.Pool;
beforeAll(async () => {
  p = await startAdminNamePlatform();
  c = clientFor(p.baseUrl);
  accountsDb = new pg.Pool({ connectionString: p.accountsDatabaseUrl, max: 2 });
});
afterAll(async () => {
  await accountsDb?.end();
  await p?.dispose();
});

async function usersNamedLike(name: string): Promise<{ id: string; role: string }[]> {
  const res = await accountsDb.query<{ id: string; role: string }>(
    `select id, role from users where lower(regexp_replace(username, '[._-]', '', 'g')) = $1`,
    [name],
  );
  return res.rows;
}

/**
 * A sign-in straight to accounts, saying https as the TLS hop in front of the gateway does in production: the
 * session cookie is Secure there, and the gateway on this loopback platform speaks plain HTTP. The cookie is then
 * used through the gateway like any browser's.
 */
async function signInOverTls(body: { username: string; password: string; email?: string }, path: string) {
  const res = await fetch(`${p.accountsUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.50' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { id: string; role: string };
  return { status: res.status, answer, cookie: c.sessionCookieOf(res.headers) };
}

describe('nobody becomes administrator by registering (ADR 0024)', () => {
  it('registering the administrator name or a look-alike through the gateway answers 409 and writes nothing', async () => {
    const tries = ['spelladmin', 'SpellAdmin', 'spe11admin', 'spell_admin', '5pelladm1n'];
    for (const username of tries) {
      const res = await c.call('/api/auth/register', { body: { username, email: `${username}@example.com`, password } });
      expect({ username, status: res.status, message: (res.body as { message?: string }).message }).toEqual({
        username,
        status: 409,
        message: 'Username already exists',
      });
    }
    expect(await accountsDb.query('select count(*)::int as n from users').then((r) => r.rows[0])).toEqual({ n: 0 });
  });

  it('an account holding the name before it was reserved stays a plain user across a restart, and every /api/admin/* route answers it 403', async () => {
    // The legacy row: registered as anyone could, then holding the name as it would had it registered it earlier.
    const legacy = { username: `legacy_${randomUUID().slice(0, 8)}`, password };
    const registered = await signInOverTls({ ...legacy, email: `${legacy.username}@example.com` }, '/api/auth/register');
    expect(registered.status).toBe(201);
    await accountsDb.query('update users set username = $1 where id = $2', [adminName, registered.answer.id]);

    await p.platform.restart('accounts');

    expect(await usersNamedLike(adminName)).toEqual([{ id: registered.answer.id, role: 'user' }]);
    expect(p.lines.some((line) => line.startsWith('accounts') && line.includes(`${adminName} (${registered.answer.id})`))).toBe(true);

    const signedIn = await signInOverTls({ username: adminName, password }, '/api/auth/login');
    expect(signedIn).toMatchObject({ status: 200, answer: { role: 'user' } });
    const cookie = signedIn.cookie;
    expect(cookie).toMatch(new RegExp(`^${sessionCookieName.replace('.', '\\.')}=`));
    expect(((await c.call('/api/auth/user', { cookie })).body as { role: string }).role).toBe('user');

    const adminRoutes = (await servedRoutes()).filter((route) => route.split(' ')[1]!.startsWith('/api/admin/'));
    expect(adminRoutes.length).toBeGreaterThan(5);
    const answers = await Promise.all(
      adminRoutes.map(async (route) => {
        const [method, template] = route.split(' ') as [string, string];
        const path = template.replace(/:[A-Za-z]+/g, randomUUID());
        const res = await c.call(path, { method, cookie, body: method === 'GET' ? undefined : {} });
        return `${route} ${res.status}`;
      }),
    );
    expect(answers).toEqual(adminRoutes.map((route) => `${route} 403`));
    record({
      scenario: 'admin name: registered look-alikes, a legacy holder across an accounts restart',
      requests: answers.length + 8,
      faults: 0,
      expected: `5 registrations 409, holder a plain user, ${adminRoutes.length} admin routes 403`,
      observed: `holder ${(await usersNamedLike(adminName))[0]?.role}, ${answers.filter((a) => a.endsWith(' 403')).length} routes 403`,
    });
  });
});
