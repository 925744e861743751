import type { Infrastructure } from '@inkspell/service-kit';
import { createApp } from './app';
import { serveCommands } from './commands/subscriptions';
import { migrationsFolder } from './db/migrations-folder';
import * as schema from './db/schema';
import { buildDeps } from './deps';
import type { Engines } from './domain/engines';
import type { Clock } from './domain/ports';
import { storiesEnv, type StoriesEnv } from './env';
import { startConsumers } from './events/subscriptions';

/**
 * The stories service as startService runs it: main.ts starts this object, and the test harness starts the
 * same one (startTestService), so the wiring the tests run is the wiring main does.
 */
export const storiesService = {
  service: 'stories',
  envSchema: storiesEnv,
  pick: (env: StoriesEnv) => ({
    port: env.STORIES_PORT,
    databaseUrl: env.STORIES_DATABASE_URL,
  }),
  schema,
  migrationsFolder,
  /** Wires the deps once (tests may swap the clock or an engine) and builds the HTTP app, the command handlers and the consumers. */
  async build(infra: Infrastructure<typeof schema>, env: StoriesEnv, options: { now?: Clock; engines?: Engines } = {}) {
    const deps = await buildDeps(env, infra, options);
    return {
      deps,
      app: createApp(deps),
      commands: serveCommands(deps),
      consumers: await startConsumers(deps),
    };
  },
};
