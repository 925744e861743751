import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { startService } from '@inkspell/service-kit';
import { createCooldown } from './adapters/cooldown';
import { createInkBalanceReader } from './adapters/ink-balance';
import { createLoginLimiter } from './adapters/login-limiter';
import { createMailer } from './adapters/mailer';
import { createSessionStore } from './adapters/sessions';
import { createApp } from './app';
import * as schema from './db/schema';
import { accountsEnv } from './env';
import { serveAdminCommands } from './events/admin-commands';
import { seedAdmin } from './seed-admin';

await startService({
  service: 'accounts',
  envSchema: accountsEnv,
  pick: (env) => ({ port: env.ACCOUNTS_PORT, databaseUrl: env.ACCOUNTS_DATABASE_URL }),
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  build: async (infra, env) => {
    const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 });
    const sessions = createSessionStore(redis, env.REDIS_PREFIX);
    await seedAdmin(infra.db, env, infra.logger);
    infra.shutdown.push(async () => redis.quit());
    const deps = {
      ...infra,
      redis,
      sessions,
      limiter: createLoginLimiter(redis, env.REDIS_PREFIX, {
        perAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
        perIp: env.LOGIN_MAX_FAILURES_PER_IP,
        windowSeconds: env.LOGIN_LOCK_SECONDS,
      }),
      resetCooldown: createCooldown(redis, env.REDIS_PREFIX, env.RESET_COOLDOWN_SECONDS),
      mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.MAIL_OUTBOX_DIR, logger: infra.logger }),
      inkBalance: createInkBalanceReader(infra.nc, infra.subjects, infra.logger),
      settings: {
        appUrl: env.APP_URL,
        cookieSecure: env.NODE_ENV === 'production',
        sessionMaxAgeMs: env.SESSION_MAX_AGE_HOURS * 3600_000,
        resetTokenTtlMs: env.RESET_TOKEN_TTL_MINUTES * 60_000,
        disableTokenTtlMs: env.DISABLE_2FA_TOKEN_TTL_MINUTES * 60_000,
      },
      now: () => Date.now(),
    };
    return { app: createApp(deps), commands: serveAdminCommands(deps) };
  },
});
