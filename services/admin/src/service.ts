import type { Infrastructure } from '@inkspell/service-kit';
import { createApp } from './app';
import { serveCommands } from './commands/subscriptions';
import { migrationsFolder } from './db/migrations-folder';
import * as schema from './db/schema';
import { buildDeps } from './deps';
import { adminEnv, type AdminEnv } from './env';
import { startConsumers } from './events/subscriptions';

/**
 * The admin service as startService runs it: main.ts starts this object, and the test harness starts the
 * same one (startTestService), so the wiring the tests run is the wiring main does.
 */
export const adminService = {
  service: 'admin',
  envSchema: adminEnv,
  pick: (env: AdminEnv) => ({ port: env.ADMIN_PORT, databaseUrl: env.ADMIN_DATABASE_URL }),
  schema,
  migrationsFolder,
  async build(infra: Infrastructure<typeof schema>, env: AdminEnv) {
    const deps = buildDeps(env, infra);
    return { deps, app: createApp(deps), commands: serveCommands(deps), consumers: await startConsumers(deps) };
  },
};
