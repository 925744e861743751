import { randomBytes } from 'node:crypto';
import type { Account } from './scenarios';

const password = 'Load!Password1';

function sessionCookie(res: Response): string {
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('inkspell.sid='));
  if (!cookie) throw new Error('no session cookie in the answer');
  return cookie;
}

/** Registers `count` families through the gateway, a few at a time (each hashes a password). */
export async function registerFamilies(gatewayUrl: string, count: number): Promise<(Account & { id: string })[]> {
  const families: (Account & { id: string })[] = [];
  while (families.length < count) {
    const batch = Array.from({ length: Math.min(4, count - families.length) }, async () => {
      const username = `load${randomBytes(5).toString('hex')}`;
      const res = await fetch(`${gatewayUrl}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: gatewayUrl },
        body: JSON.stringify({ username, email: `${username}@example.com`, password }),
      });
      if (res.status !== 201) throw new Error(`registering a load family answered ${res.status}: ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      return { id, username, password, cookie: sessionCookie(res) };
    });
    families.push(...(await Promise.all(batch)));
  }
  return families;
}

/** Logs the seeded admin in (the development default account accounts creates at start). */
export async function logInAdmin(gatewayUrl: string, username: string, adminPassword: string): Promise<Account> {
  const res = await fetch(`${gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gatewayUrl },
    body: JSON.stringify({ username, password: adminPassword }),
  });
  if (res.status !== 200) throw new Error(`the admin login answered ${res.status}: ${await res.text()}`);
  return { username, password: adminPassword, cookie: sessionCookie(res) };
}
