import { Redis } from 'ioredis';
import { parentGateLimits } from '@inkspell/contracts';
import { createMailer, type Infrastructure } from '@inkspell/service-kit';
import { createCooldown } from './adapters/cooldown';
import { createInkBalanceReader } from './adapters/ink-balance';
import { createLoginLimiter } from './adapters/login-limiter';
import { createParentPinTries } from './adapters/parent-pin-tries';
import { createRequestCap } from './adapters/request-cap';
import { createSessionStore, type SessionStore } from './adapters/sessions';
import { createTransaction, reposFor } from './db/repos';
import { createCurrentUserCache } from './domain/current-user-cache';
import type * as schema from './db/schema';
import type { AccountsPorts, Clock } from './domain/ports';
import { sessionCookieIsSecure } from './domain/session-cookie';
import type { AccountsEnv } from './env';

/** Everything the accounts service runs on: the use-cases' ports, and what HTTP, commands and consumers need around them. */
export type AccountsDeps = Pick<Infrastructure<typeof schema>, 'logger' | 'verifyToken' | 'readiness' | 'db' | 'nc' | 'subjects'> & {
  redis: Redis;
  /** koa-session's store; the same object ends sessions for the use-cases (ports.sessions). */
  sessionStore: SessionStore;
  cookie: { secure: boolean; maxAgeMs: number };
  ports: AccountsPorts;
};

/**
 * The one wiring of the accounts service, used by main.ts (through service.ts) and the test harness alike:
 * Redis for sessions and limits, the repositories and transaction on PostgreSQL, the mailer, and the ink
 * balance over NATS. Only the clock can be swapped (tests move time forward).
 */
export function buildDeps(env: AccountsEnv, infra: Infrastructure<typeof schema>, options: { now?: Clock } = {}): AccountsDeps {
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 });
  infra.shutdown.push(async () => redis.quit());
  const sessionStore = createSessionStore(redis, env.REDIS_PREFIX);
  const currentUsers = createCurrentUserCache();
  return {
    ...infra,
    readiness: { ...infra.readiness, redis: () => redis.ping() },
    redis,
    sessionStore,
    cookie: { secure: sessionCookieIsSecure(env.APP_URL), maxAgeMs: env.SESSION_MAX_AGE_HOURS * 3600_000 },
    ports: {
      repos: reposFor(infra.db, (userId) => currentUsers.forget(userId)),
      transaction: createTransaction(infra.db, infra.relay, (userId) => currentUsers.forget(userId)),
      sessions: sessionStore,
      loginLimiter: createLoginLimiter(redis, env.REDIS_PREFIX, {
        perAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
        perIp: env.LOGIN_MAX_FAILURES_PER_IP,
        windowSeconds: env.LOGIN_LOCK_SECONDS,
      }),
      parentPinTries: createParentPinTries(redis, env.REDIS_PREFIX, parentGateLimits),
      linkCooldown: createCooldown(redis, env.REDIS_PREFIX, env.RESET_COOLDOWN_SECONDS),
      resetRequestsPerIp: createRequestCap(redis, env.REDIS_PREFIX, {
        name: 'reset-requests:ip',
        limit: env.RESET_MAX_REQUESTS_PER_IP,
        windowSeconds: env.RESET_IP_WINDOW_SECONDS,
      }),
      mailer: createMailer(env, infra.logger),
      inkBalance: createInkBalanceReader(infra.nc, infra.subjects, infra.logger),
      currentUsers,
      now: options.now ?? Date.now,
      links: {
        appUrl: env.APP_URL,
        resetTokenTtlMs: env.RESET_TOKEN_TTL_MINUTES * 60_000,
        disableTokenTtlMs: env.DISABLE_2FA_TOKEN_TTL_MINUTES * 60_000,
      },
      adminAccount: { username: env.ADMIN_USERNAME, refuseDevelopmentPassword: env.NODE_ENV === 'production' },
    },
  };
}
