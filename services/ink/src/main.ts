import { fileURLToPath } from 'node:url';
import { startService } from '@inkspell/service-kit';
import { createApp } from './app';
import * as schema from './db/schema';
import { inkEnv } from './env';

await startService({
  service: 'ink',
  envSchema: inkEnv,
  pick: (env) => ({ port: env.INK_PORT, databaseUrl: env.INK_DATABASE_URL }),
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  build: (infra) => ({ app: createApp(infra) }),
});
