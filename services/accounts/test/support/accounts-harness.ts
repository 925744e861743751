import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { fileURLToPath } from 'node:url';
import { redisKeys, sessionCookieName, sessionDataSchema } from '@inkspell/contracts';
import { createLogger, openInfrastructure } from '@inkspell/service-kit';
import { cleanUpRun, createTestGatewayKeys, newRunId, testDatabaseUrl, testNatsPrefix } from '@inkspell/service-kit/testing';
import { createCooldown } from '../../src/adapters/cooldown';
import { createInkBalanceReader } from '../../src/adapters/ink-balance';
import { createLoginLimiter, type LoginLimits } from '../../src/adapters/login-limiter';
import { createMailer } from '../../src/adapters/mailer';
import { createSessionStore } from '../../src/adapters/sessions';
import { createApp } from '../../src/app';
import * as schema from '../../src/db/schema';
import type { AccountsDeps } from '../../src/deps';
import { seedAdmin } from '../../src/seed-admin';
import { startSmtpInbox } from '@inkspell/service-kit/testing-smtp';

export const adminCredentials = { username: 'spelladmin', password: 'Spell!Admin2025' };

/**
 * The accounts app on real PostgreSQL, Redis, NATS and SMTP, each under this run's own names. Requests go
 * through `client()`, which does what the gateway does: resolve the cookie's session in Redis and send a token.
 */
export async function startAccounts(options: { limits?: Partial<LoginLimits>; resetCooldownSeconds?: number } = {}) {
  const runId = newRunId();
  const databaseUrl = testDatabaseUrl('accounts', runId);
  const prefix = `inkspell-${runId}:`;
  const keys = await createTestGatewayKeys();
  const logger = createLogger('accounts-test', 'silent');
  const infra = await openInfrastructure({
    service: 'accounts',
    databaseUrl,
    schema,
    migrationsFolder: fileURLToPath(new URL('../../src/db/migrations', import.meta.url)),
    natsUrl: 'nats://127.0.0.1:4222',
    natsPrefix: testNatsPrefix(runId),
    gatewayPublicKey: keys.publicKeyPem,
    logger,
  });
  const redis = new Redis('redis://127.0.0.1:6379');
  const inbox = await startSmtpInbox();
  let clockOffset = 0;
  const deps: AccountsDeps = {
    ...infra,
    redis,
    sessions: createSessionStore(redis, prefix),
    limiter: createLoginLimiter(redis, prefix, { perAccount: 5, perIp: 50, windowSeconds: 60, ...options.limits }),
    resetCooldown: createCooldown(redis, prefix, options.resetCooldownSeconds ?? 60),
    mailer: createMailer({ smtpUrl: inbox.url, from: 'spell@inkspell.test', outboxDir: '/tmp/unused', logger }),
    inkBalance: createInkBalanceReader(infra.nc, infra.subjects, logger),
    settings: {
      appUrl: 'http://localhost:8080',
      cookieSecure: false,
      sessionMaxAgeMs: 3600_000,
      resetTokenTtlMs: 3600_000,
      disableTokenTtlMs: 3600_000,
    },
    now: () => Date.now() + clockOffset,
  };
  await seedAdmin(infra.db, { ADMIN_USERNAME: adminCredentials.username, ADMIN_PASSWORD: adminCredentials.password, NODE_ENV: 'test' }, logger);
  const server: Server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** What the gateway forwards for a cookie: a fresh token when the session is alive, nothing otherwise. */
  const tokenFor = async (sid: string | undefined): Promise<string | undefined> => {
    if (!sid) return undefined;
    const raw = await redis.get(redisKeys.session(prefix, sid));
    const session = raw ? sessionDataSchema.safeParse(JSON.parse(raw)) : undefined;
    if (!session?.success) return undefined;
    return keys.sign({ id: session.data.userId, username: session.data.username, role: session.data.role, sid });
  };

  /** A browser: keeps its session cookie and sends requests as if through the gateway. */
  const client = (ip = '203.0.113.7') => {
    let sid: string | undefined;
    const request = async (method: string, path: string, body?: unknown) => {
      const token = await tokenFor(sid);
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(sid ? { cookie: `${sessionCookieName}=${sid}` } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          'x-forwarded-for': ip,
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
    redis,
    prefix,
    client,
    /** Moves the service's clock forward (token expiry, TOTP steps). */
    advanceClock(ms: number) {
      clockOffset += ms;
    },
    async close() {
      server.close();
      await inbox.close();
      await infra.relay.stop();
      await infra.nc.drain();
      await infra.pool.end();
      const stale = await redis.keys(`${prefix}*`);
      if (stale.length) await redis.del(...stale);
      redis.disconnect();
      await cleanUpRun(runId, [databaseUrl]);
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
  return { username: `luna_${id}`, email: `luna_${id}@example.com`, password: 'Moonlight!42', firstName: 'Luna', lastName: 'Reads', ...overrides };
}
