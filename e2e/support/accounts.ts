import { randomBytes } from 'node:crypto';
import { authenticator } from 'otplib';
import { sessionCookieName, twoFactorSetupSchema, publicUserSchema, type PublicUser } from '@inkspell/contracts';
import { baseUrl } from './platform';

export interface TestUser {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A user no other test knows: every test that needs an account makes its own, so tests run in any order. */
export function newTestUser(label: string): TestUser {
  const unique = randomBytes(4).toString('hex');
  return {
    username: `${label}_${unique}`,
    email: `${label}_${unique}@example.com`,
    password: 'Dragons!Fly1',
    firstName: 'Stella',
    lastName: 'Nova',
  };
}

/** A call through the gateway as the browser would make it (same Origin), optionally with a session cookie. */
export async function api(
  path: string,
  options: { method?: string; cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return fetch(`${baseUrl()}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      origin: baseUrl(),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** The session cookie (`name=value`) an answer sets; `what` names the step for the error. */
function sessionCookieOf(res: Response, what: string): string {
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${sessionCookieName}=`));
  if (!cookie) throw new Error(`${what} set no session cookie`);
  return cookie;
}

/** Logs in through the gateway; returns the session cookie (`name=value`). */
export async function loginThroughGateway(username: string, password: string): Promise<string> {
  const res = await api('/api/auth/login', { body: { username, password } });
  if (!res.ok) throw new Error(`login of ${username} failed: ${res.status} ${await res.text()}`);
  return sessionCookieOf(res, 'login');
}

/** Registers through the gateway; returns the signed-in session's cookie (`name=value`) and the new user. */
export async function registerThroughGateway(user: TestUser): Promise<{ cookie: string; me: PublicUser }> {
  const res = await api('/api/auth/register', { body: user });
  if (!res.ok) throw new Error(`registration of ${user.username} failed: ${res.status} ${await res.text()}`);
  const cookie = sessionCookieOf(res, 'registration');
  const me = await api('/api/auth/user', { cookie });
  return { cookie, me: publicUserSchema.parse(await me.json()) };
}

/** Turns on 2FA for the signed-in user through the API; returns the TOTP secret and the backup codes. */
export async function enableTwoFactorThroughGateway(cookie: string): Promise<{ secret: string; backupCodes: string[] }> {
  const setup = twoFactorSetupSchema.parse(await (await api('/api/auth/2fa/generate', { cookie, body: {} })).json());
  const enabled = await api('/api/auth/2fa/enable', { cookie, body: { code: authenticator.generate(setup.secret) } });
  if (!enabled.ok) throw new Error(`enabling 2FA failed: ${enabled.status} ${await enabled.text()}`);
  return { secret: setup.secret, backupCodes: setup.backupCodes };
}

/**
 * The code of the next 30 s step. The server accepts one step of drift and refuses a step at or before the
 * last one used, so after the setup code this one is accepted at once instead of waiting for the clock.
 */
export function nextStepCode(secret: string): string {
  return authenticator.clone({ epoch: Date.now() + 30_000 }).generate(secret);
}
