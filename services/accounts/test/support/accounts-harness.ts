import { sql } from 'drizzle-orm';
import { redisKeys, sessionCookieName, sessionDataSchema } from '@inkspell/contracts';
import { waitFor, startTestService, startSmtpInbox } from '@inkspell/service-kit/testing';
import { accountsService } from '../../src/service';

export const adminCredentials = { username: 'spelladmin', password: 'Spell!Admin2025' };

/**
 * The accounts service as main.ts starts it (src/service.ts: buildDeps, admin seeding, app, commands,
 * consumers) on real PostgreSQL, Redis, NATS and SMTP, each under this run's own names, with a clock tests
 * can move. `env` sets any of the service's variables (limits, lifetimes). Requests go through `client()`,
 * which does what the gateway does: resolve the cookie's session in Redis and send a token.
 */
export async function startAccounts(env: Record<string, string | number> = {}) {
  const inbox = await startSmtpInbox();
  let clockOffset = 0;
  const service = await startTestService({
    ...accountsService,
    env: (run) => ({
      REDIS_PREFIX: `inkspell-${run.runId}:`,
      SMTP_URL: inbox.url,
      // Many tests sign in from one address; brute-force.test.ts sets its own tight limits.
      LOGIN_MAX_FAILURES_PER_IP: 50,
      LOGIN_LOCK_SECONDS: 60,
      ...env,
    }),
    build: (infra, parsed) => accountsService.build(infra, parsed, { now: () => Date.now() + clockOffset }),
  });
  const { deps, run } = service;
  const prefix = service.env.REDIS_PREFIX;

  /** What the gateway forwards for a cookie: a fresh token when the session is alive, nothing otherwise. */
  const tokenFor = async (sid: string | undefined): Promise<string | undefined> => {
    if (!sid) return undefined;
    const raw = await deps.redis.get(redisKeys.session(prefix, sid));
    const session = raw ? sessionDataSchema.safeParse(JSON.parse(raw)) : undefined;
    if (!session?.success) return undefined;
    return run.keys.sign({ id: session.data.userId, username: session.data.username, role: session.data.role, sid });
  };

  /** A browser: keeps its session cookie and sends requests as if through the gateway. */
  const client = (ip = '203.0.113.7') => {
    let sid: string | undefined;
    const request = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const token = await tokenFor(sid);
      const res = await fetch(`${service.baseUrl}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(sid ? { cookie: `${sessionCookieName}=${sid}` } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'x-forwarded-for': ip,
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      for (const cookie of res.headers.getSetCookie()) {
        const match = new RegExp(`^${sessionCookieName.replace('.', '\\.')}=([^;]*)`).exec(cookie);
        if (match) sid = match[1] || undefined;
      }
      const text = await res.text();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const json: any = text ? JSON.parse(text) : undefined;
      return { status: res.status, body: json, headers: res.headers };
    };
    return {
      request,
      get: (path: string) => request('GET', path),
      post: (path: string, body?: unknown) => request('POST', path, body ?? {}),
      patch: (path: string, body?: unknown) => request('PATCH', path, body ?? {}),
      get sid() {
        return sid;
      },
    };
  };

  return {
    deps,
    inbox,
    /** The run's accounts database (the admin:grant command is pointed at it). */
    databaseUrl: run.databaseUrl,
    /** The text of the newest mail to an address (quoted-printable undone), waiting for it to arrive. */
    async mailTo(address: string): Promise<string> {
      const mail = await waitFor(() => [...inbox.received].reverse().find((m) => m.to.includes(address)), { what: `a mail to ${address}` });
      return mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    },
    /** A fingerprint of every table a refused request could touch: equal before and after means nothing was written. */
    async fingerprint(): Promise<string> {
      // The relay marks events published as it goes: wait for it, so only a request's own writes change the print.
      await waitFor(
        async () => {
          const res = await deps.db.execute(sql`select count(*)::int as waiting from outbox where published_at is null`);
          return (res.rows[0] as { waiting: number }).waiting === 0;
        },
        { what: 'outbox relayed' },
      );
      const tables = ['users', 'backup_codes', 'one_time_tokens', 'outbox', 'password_reset_attempts', 'role_grants'];
      const parts = await Promise.all(
        tables.map(async (t) => {
          const res = await deps.db.execute(
            sql.raw(`select coalesce(md5(string_agg(x::text, '|' order by x::text)), '-') as f from ${t} x`),
          );
          return `${t}:${(res.rows[0] as { f: string }).f}`;
        }),
      );
      return parts.join(',');
    },
    redis: deps.redis,
    prefix,
    client,
    /** A gateway token for a user, as the gateway would mint it (a request may carry one its session no longer backs). */
    signToken: run.keys.sign,
    /** Moves the service's clock forward (token expiry, TOTP steps). */
    advanceClock(ms: number) {
      clockOffset += ms;
    },
    async close() {
      const stale = await deps.redis.keys(`${prefix}*`);
      if (stale.length) await deps.redis.del(...stale);
      await service.close();
      await inbox.close();
    },
  };
}
export type AccountsHarness = Awaited<ReturnType<typeof startAccounts>>;
export type TestClient = ReturnType<AccountsHarness['client']>;

let counter = 0;
/** A fresh, valid registration. */
export function newRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    username: `luna_${id}`,
    email: `luna_${id}@example.com`,
    password: 'Moonlight!42',
    firstName: 'Luna',
    lastName: 'Reads',
    ...overrides,
  };
}
