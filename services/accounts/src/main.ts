import { fileURLToPath } from 'node:url';
import { startService } from '@inkspell/service-kit';
import { createApp } from './app';
import * as schema from './db/schema';
import { accountsEnv } from './env';

await startService({
  service: 'accounts',
  envSchema: accountsEnv,
  pick: (env) => ({ port: env.ACCOUNTS_PORT, databaseUrl: env.ACCOUNTS_DATABASE_URL }),
  schema,
  migrationsFolder: fileURLToPath(new URL('./db/migrations', import.meta.url)),
  build: (infra) => ({ app: createApp(infra) }),
});
