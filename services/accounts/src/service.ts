import type { Infrastructure } from '@inkspell/service-kit';
import { createApp } from './app';
import { serveCommands } from './commands/subscriptions';
import { migrationsFolder } from './db/migrations-folder';
import * as schema from './db/schema';
import { buildDeps } from './deps';
import type { Clock } from './domain/ports';
import { accountsEnv, type AccountsEnv } from './env';
import { startConsumers } from './events/subscriptions';
import { seedAdmin } from './seed-admin';

/**
 * The accounts service as startService runs it: main.ts starts this object, and the test harness starts the
 * same one (startTestService), so the wiring the tests run is the wiring main does.
 */
export const accountsService = {
  service: 'accounts',
  envSchema: accountsEnv,
  pick: (env: AccountsEnv) => ({ port: env.ACCOUNTS_PORT, databaseUrl: env.ACCOUNTS_DATABASE_URL }),
  schema,
  migrationsFolder,
  /** Wires the deps once, seeds the administrator, and builds the HTTP app, the command handlers and the consumers. */
  async build(infra: Infrastructure<typeof schema>, env: AccountsEnv, options: { now?: Clock } = {}) {
    const deps = buildDeps(env, infra, options);
    await seedAdmin(deps.ports, env, deps.logger);
    return { deps, app: createApp(deps), commands: serveCommands(deps), consumers: await startConsumers(deps) };
  },
};
