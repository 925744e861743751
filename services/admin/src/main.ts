import { fileURLToPath } from 'node:url';
import { startService } from '@inkspell/service-kit';
import { createApp } from './app';
import * as schema from './db/schema';
import { adminEnv } from './env';

await startService({
  service: 'admin',
  envSchema: adminEnv,
  pick: (env) => ({ port: env.ADMIN_PORT, databaseUrl: env.ADMIN_DATABASE_URL }),
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  build: (infra) => ({ app: createApp(infra) }),
});
