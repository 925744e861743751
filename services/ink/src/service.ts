import { fileURLToPath } from 'node:url';
import type { Infrastructure } from '@inkspell/service-kit';
import { createApp } from './app';
import { serveCommands } from './commands/subscriptions';
import * as schema from './db/schema';
import { buildDeps } from './deps';
import { inkEnv, type InkEnv } from './env';
import { startConsumers } from './events/subscriptions';
import { startHoldSweeper } from './jobs/hold-sweeper';

/**
 * The ink service as startService runs it: main.ts starts this object, and tests that need the whole
 * service (the platform's trace test) start the same one with startTestService.
 */
export const inkService = {
  service: 'ink',
  envSchema: inkEnv,
  pick: (env: InkEnv) => ({ port: env.INK_PORT, databaseUrl: env.INK_DATABASE_URL }),
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  async build(infra: Infrastructure<typeof schema>, env: InkEnv) {
    const deps = buildDeps(env, infra);
    const sweeper = startHoldSweeper({ ledger: deps.ports.ledger, periodSeconds: deps.settings.holdSweepSeconds, logger: deps.logger });
    // First on shutdown: no pass may start once the pool is closing.
    infra.shutdown.unshift(() => sweeper.stop());
    infra.logger.info({ payments: deps.ports.payments.name }, 'payments provider');
    return { deps, app: createApp(deps), commands: serveCommands(deps), consumers: await startConsumers(deps) };
  },
};
