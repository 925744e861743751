/**
 * Serves one built front end:  tsx infra/src/static/static-main.ts <app>
 * app: shell or a remote's folder (mf-ink, ...), as the area registry lists them. Serves <app>/dist
 * on <APP>_PORT (SHELL_PORT, MF_INK_PORT, ...; defaults from the registry) at STATIC_HOST
 * (127.0.0.1). The shell also serves /config.json built from REMOTE_<KEY>_URL,
 * STRIPE_PUBLISHABLE_KEY, ANALYTICS_ENABLED and APP_URL (the public origin of canonical URLs), and with
 * STORIES_URL (the stories service) writes a shared story's page: its title and first paragraph for link previews,
 * and the reader as the friend sees it when the build left its renderer (story-renderer.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { areas, portVar, staticApps } from '@inkspell/contracts/areas';
import { z } from 'zod';
import { sharedStoryPage } from './shared-story-page';
import { loadStoryRenderer } from './story-renderer';
import { frontendConfigFromEnv, startStaticServer } from './static-server';

const apps = staticApps(areas);
const usage = `Usage: static-main.ts <${apps.map((app) => app.name).join('|')}>`;

async function main(): Promise<void> {
  const app = apps.find((candidate) => candidate.name === process.argv[2]);
  if (!app) throw new Error(usage);
  const host = process.env.STATIC_HOST || '127.0.0.1';
  const port = z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .default(app.port)
    .parse(process.env[portVar(app.name)] || undefined);
  const dir = path.resolve(import.meta.dirname, '../../..', app.name, 'dist');
  if (!existsSync(dir)) throw new Error(`${app.name} is not built (${dir} is missing). Run: npm run build -- ${app.name}`);

  const config = app.isShell ? frontendConfigFromEnv() : undefined;
  const storiesUrl = process.env.STORIES_URL;
  const renderer = config && storiesUrl ? loadStoryRenderer(dir, config) : null;
  const server = await startStaticServer({
    app: app.name,
    dir,
    host,
    port,
    spa: app.isShell,
    cors: !app.isShell,
    config,
    pageOf:
      config && storiesUrl
        ? (pathname, search) =>
            sharedStoryPage(
              {
                storiesUrl,
                appUrl: config.appUrl,
                dist: dir,
                renderer,
                onRenderError: (error) => console.error(`${app.name}: a shared story's page was not rendered`, error),
              },
              pathname,
              search,
            )
        : undefined,
  });
  console.log(`${app.name} static server listening on ${server.url}`);

  const stop = (signal: string) => {
    console.log(`${app.name} static server stopping (${signal})`);
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
