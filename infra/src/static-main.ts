/**
 * Serves one built front end:  tsx infra/src/static-main.ts <app>
 * app: shell | mf-stories | mf-ink | mf-account | mf-admin. Serves <app>/dist on its port
 * (SHELL_PORT 3000, MF_STORIES_PORT 3001, MF_INK_PORT 3002, MF_ACCOUNT_PORT 3003,
 * MF_ADMIN_PORT 3004) at STATIC_HOST (127.0.0.1). The shell also serves /config.json built
 * from REMOTE_<KEY>_URL, STRIPE_PUBLISHABLE_KEY and ANALYTICS_ENABLED.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { frontendConfigFromEnv, startStaticServer } from './static-server';

const port = z.coerce.number().int().min(1).max(65535);
const envSchema = z.object({
  STATIC_HOST: z.string().default('127.0.0.1'),
  SHELL_PORT: port.default(3000),
  MF_STORIES_PORT: port.default(3001),
  MF_INK_PORT: port.default(3002),
  MF_ACCOUNT_PORT: port.default(3003),
  MF_ADMIN_PORT: port.default(3004),
});

const apps = ['shell', 'mf-stories', 'mf-ink', 'mf-account', 'mf-admin'] as const;
const appSchema = z.enum(apps, { message: `Usage: static-main.ts <${apps.join('|')}>` });

async function main(): Promise<void> {
  const app = appSchema.parse(process.argv[2]);
  const env = envSchema.parse(process.env);
  const ports = {
    shell: env.SHELL_PORT,
    'mf-stories': env.MF_STORIES_PORT,
    'mf-ink': env.MF_INK_PORT,
    'mf-account': env.MF_ACCOUNT_PORT,
    'mf-admin': env.MF_ADMIN_PORT,
  } as const;
  const dir = path.resolve(import.meta.dirname, '../..', app, 'dist');
  if (!existsSync(dir)) throw new Error(`${app} is not built (${dir} is missing). Run: npm run build -- ${app}`);

  const isShell = app === 'shell';
  const server = await startStaticServer({
    app,
    dir,
    host: env.STATIC_HOST,
    port: ports[app],
    spa: isShell,
    cors: !isShell,
    config: isShell ? frontendConfigFromEnv() : undefined,
  });
  console.log(`${app} static server listening on ${server.url}`);

  const stop = (signal: string) => {
    console.log(`${app} static server stopping (${signal})`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
