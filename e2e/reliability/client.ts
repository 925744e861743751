import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { sessionCookieName, type Story } from '@inkspell/contracts';
import { waitFor } from '@inkspell/service-kit/testing';

/** One answer, read whole: status, parsed JSON body (null when the body is not JSON), raw text and headers. */
export interface Answer {
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  cookie?: string;
  body?: unknown;
  /** Origin header; the page's own by default (as the browser sends it). */
  origin?: string | null;
}

/** A client of one platform, through its gateway, as the browser speaks to it. */
export function clientFor(baseUrl: string) {
  /** A call with an optional session cookie, from the platform's own origin unless told otherwise. */
  async function call(path: string, options: CallOptions = {}): Promise<Answer> {
    const origin = options.origin === undefined ? baseUrl : options.origin;
    const res = await fetch(`${baseUrl}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      redirect: 'manual',
      headers: {
        ...(origin ? { origin } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    return { status: res.status, body: parseJson(text), text, headers: res.headers };
  }

  /** The session cookie (name=value) a sign-in answer set, or undefined. */
  function sessionCookieOf(headers: Headers): string | undefined {
    return headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .find((pair) => pair.startsWith(`${sessionCookieName}=`));
  }

  async function session(path: string, body: unknown): Promise<string> {
    const answer = await call(path, { body });
    if (answer.status >= 300) throw new Error(`${path} failed: ${answer.status} ${answer.text}`);
    const cookie = sessionCookieOf(answer.headers);
    if (!cookie) throw new Error(`${path} set no session cookie`);
    return cookie;
  }

  /** A fresh user of its own, signed in: its cookie and id. */
  async function newUser(label: string, extra: Record<string, unknown> = {}): Promise<{ cookie: string; id: string; username: string }> {
    const username = `${label}_${randomBytes(4).toString('hex')}`;
    const cookie = await session('/api/auth/register', { username, email: `${username}@example.com`, password, ...extra });
    const me = (await call('/api/auth/user', { cookie })).body as { id: string };
    return { cookie, id: me.id, username };
  }

  /** The signed-in user's ink balance. */
  async function balanceOf(cookie: string): Promise<number> {
    return ((await call('/api/ink/balance', { cookie })).body as { balance: number }).balance;
  }

  /**
   * A story once its job has settled it (issue #22): GET /api/stories/:id polled until its status is `ready` or
   * `failed`, as a page without its event stream would. Ink is checked after this, never at the 202.
   */
  async function settledStory(cookie: string, id: string, timeoutMs = 60_000): Promise<Story> {
    return waitFor(
      async () => {
        const story = (await call(`/api/stories/${id}`, { cookie })).body as Story | null;
        return story?.status === 'ready' || story?.status === 'failed' ? story : undefined;
      },
      { what: `story ${id} ready or failed`, timeoutMs, intervalMs: 200 },
    );
  }

  return {
    baseUrl,
    call,
    session,
    sessionCookieOf,
    newUser,
    balanceOf,
    settledStory,
    /** The seeded administrator, signed in. */
    adminSession: () => session('/api/auth/login', admin),
  };
}

/** The password every generated user has. */
export const password = 'Dragons!Fly1';
/** The seeded administrator's credentials. */
export const admin = { username: 'spelladmin', password: 'Spell!Admin2025' };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The suite's shared platform (started by platform-setup.ts). */
const shared = () => clientFor(inject('baseUrl'));

export const call: ReturnType<typeof clientFor>['call'] = (path, options) => shared().call(path, options);
export const newUser: ReturnType<typeof clientFor>['newUser'] = (label, extra) => shared().newUser(label, extra);
export const adminSession = (): Promise<string> => shared().adminSession();
export const balanceOf = (cookie: string): Promise<number> => shared().balanceOf(cookie);
export const settledStory: ReturnType<typeof clientFor>['settledStory'] = (cookie, id, timeoutMs) =>
  shared().settledStory(cookie, id, timeoutMs);

/** Counts answers by status, e.g. { 200: 1, 409: 49 }. */
export function byStatus(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}
