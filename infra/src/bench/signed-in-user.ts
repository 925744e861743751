import { randomBytes } from 'node:crypto';
import { waitFor } from '@inkspell/service-kit/testing';

/** Registers a fresh user through the gateway, as the browser does; returns its session cookie. */
export async function signUp(gatewayUrl: string, origin: string): Promise<{ id: string; cookie: string }> {
  const name = `bench${randomBytes(4).toString('hex')}`;
  const res = await fetch(`${gatewayUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username: name, email: `${name}@example.com`, password: 'Bench!Password1' }),
  });
  if (res.status !== 201) throw new Error(`registering the bench user answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { id } = (await res.json()) as { id: string };
  return { id, cookie };
}

/** `count` users at once, a few registrations at a time (each hashes a password). */
export async function signUpMany(gatewayUrl: string, origin: string, count: number): Promise<{ id: string; cookie: string }[]> {
  const users: { id: string; cookie: string }[] = [];
  while (users.length < count) {
    const batch = Math.min(5, count - users.length);
    users.push(...(await Promise.all(Array.from({ length: batch }, () => signUp(gatewayUrl, origin)))));
  }
  return users;
}

/** Waits until GET /api/auth/user shows an ink count `ok` accepts; returns it. */
export async function waitForInk(gatewayUrl: string, cookie: string, ok: (ink: number) => boolean, timeoutMs: number): Promise<number> {
  let last: number | null = null;
  await waitFor(
    async () => {
      const res = await fetch(`${gatewayUrl}/api/auth/user`, { headers: { cookie } });
      last = res.ok ? ((await res.json()) as { inkCount: number | null }).inkCount : null;
      return last !== null && ok(last);
    },
    { what: 'the ink count of the bench user', timeoutMs },
  );
  return last!;
}
