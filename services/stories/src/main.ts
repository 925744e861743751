import { fileURLToPath } from 'node:url';
import { startService } from '@inkspell/service-kit';
import { createApp } from './app';
import * as schema from './db/schema';
import { storiesEnv } from './env';

await startService({
  service: 'stories',
  envSchema: storiesEnv,
  pick: (env) => ({ port: env.STORIES_PORT, databaseUrl: env.STORIES_DATABASE_URL }),
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  build: (infra) => ({ app: createApp(infra) }),
});
