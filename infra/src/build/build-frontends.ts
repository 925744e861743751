/**
 * Builds the front-end apps (the shell and every remote of the area registry) with the webpack Node API.
 *   tsx infra/src/build/build-frontends.ts              build them all
 *   tsx infra/src/build/build-frontends.ts mf-ink       build one (or several)
 *   tsx infra/src/build/build-frontends.ts --missing    build only apps without a dist yet (npm start)
 * Output goes to <app>/dist. Any compile error fails the build (exit code 1). After webpack, the public
 * pages are prerendered into shell/dist (prerender.ts, ADR 0011), the web app manifest and the service worker
 * that precaches this release are written there (web-app-manifest.ts, service-worker.ts, ADR 0038), the pages' inline scripts are hashed for
 * their Content-Security-Policy (page-security.ts) and every text file gets brotli and gzip twins
 * (precompress.ts).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { areas, staticApps } from '@inkspell/contracts/areas';
import webpack, { type Configuration, type MultiStats } from 'webpack';
import { writeInlineScriptHashes } from './page-security';
import { precompress } from './precompress';
import { prerender } from './prerender';
import { writeServiceWorker } from './service-worker';
import { writeWebAppManifest } from './web-app-manifest';

// @module-federation/enhanced 2.9 reaches into webpack's lib/ folder, which webpack 5.107+
// reorganised, so the front ends pin webpack ~5.106. This (documented) variable makes the
// plugin load its webpack internals from the webpack that runs this build, even if another
// webpack version ever ends up hoisted at the repository root. Set before configs load.
process.env.FEDERATION_WEBPACK_PATH ??= createRequire(import.meta.url).resolve('webpack');

const registryApps = staticApps(areas);
const shellApp = registryApps.find((app) => app.isShell)!.name;
/** The folder of every front end: shell, mf-account, mf-stories, ... */
export const frontendApps: readonly string[] = registryApps.map((app) => app.name);

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The folder of an app in the repository. */
export function appDir(app: string): string {
  return path.join(repoRoot, app);
}

/** The file whose presence means an app is built: the page for the shell, the manifest for a remote. */
function builtMarker(app: string): string {
  const isShell = registryApps.some((candidate) => candidate.name === app && candidate.isShell);
  return path.join(appDir(app), 'dist', isShell ? 'app.html' : 'mf-manifest.json');
}

export function isBuilt(app: string): boolean {
  return existsSync(builtMarker(app));
}

async function loadConfig(app: string): Promise<Configuration> {
  const file = pathToFileURL(path.join(appDir(app), 'webpack.config.ts')).href;
  const module = (await import(file)) as { default: (env: Record<string, unknown>) => Configuration };
  return { ...module.default({ mode: 'production' }), name: app };
}

function run(configs: Configuration[]): Promise<MultiStats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(configs);
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error('webpack returned no stats'));
      else resolve(stats);
    });
  });
}

export interface BuildOptions {
  /** Skip apps that already have a dist (used by `npm start`). */
  onlyMissing?: boolean;
}

/** Builds the given apps (default: all) in one webpack run; rejects on any compile error. */
export async function buildFrontends(
  names: readonly string[] = frontendApps,
  { onlyMissing = false }: BuildOptions = {},
): Promise<string[]> {
  const unknown = names.filter((app) => !frontendApps.includes(app));
  if (unknown.length > 0) throw new Error(`Unknown front-end app(s): ${unknown.join(', ')}. Known: ${frontendApps.join(', ')}`);
  const selected = names.filter((app) => !onlyMissing || !isBuilt(app));
  if (selected.length === 0) return [];

  const stats = await run(await Promise.all(selected.map(loadConfig)));
  const report = stats.toString({ colors: process.stdout.isTTY, preset: 'errors-warnings' });
  if (stats.hasErrors()) throw new Error(`Front-end build failed:\n${report}`);
  if (stats.hasWarnings()) console.warn(report);

  // The shell's pages hold the remotes' first screens, so any rebuilt app means new pages.
  const shellBuilt = isBuilt(shellApp);
  if (shellBuilt) {
    await prerender();
    // The installable app: its manifest and icons, then the service worker precaching this release of every app.
    const shellDist = path.join(appDir(shellApp), 'dist');
    await writeWebAppManifest(shellDist);
    await writeServiceWorker(shellDist);
  }
  const finished = new Set([...selected, ...(shellBuilt ? [shellApp] : [])]);
  await Promise.all(
    [...finished].map(async (app) => {
      const dist = path.join(appDir(app), 'dist');
      // The pages are final: their inline scripts' hashes go into the Content-Security-Policy (page-security.ts).
      await writeInlineScriptHashes(dist);
      await precompress(dist);
    }),
  );
  return selected;
}

async function main(argv: string[]): Promise<void> {
  const onlyMissing = argv.includes('--missing');
  const apps = argv.filter((arg) => !arg.startsWith('--'));
  const started = Date.now();
  const built = await buildFrontends(apps.length > 0 ? apps : frontendApps, { onlyMissing });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(built.length === 0 ? 'Front ends already built.' : `Built ${built.join(', ')} in ${seconds}s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
