/**
 * Prerenders the frame and the first screen of each public page into HTML at build time (ADR 0011),
 * after every front end is built: compiles the prerender build (packages/ui/build/ssr-config.ts),
 * renders each page with react-dom/static the way the browser's first render will, and writes
 * shell/dist/<page>.html from the shell's app.html with the page's head tags, the rules of its stylesheets
 * that its markup uses inlined (critical-css.ts) and fetch hints for the remote that renders it. Also writes shell/dist/.routes.json, the route patterns
 * the static server uses to answer unknown paths with the 404 page.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { remotePathPrefix, remotes, type RemoteKey } from '@inkspell/contracts';
import { sampleStories } from '@inkspell/contracts/sample-stories';
import type { FrontendConfig } from '@inkspell/contracts';
import { createSsrConfig, ssrOutputDir } from '@inkspell/ui/build/ssr-config';
import webpack, { type Configuration, type Stats } from 'webpack';
import { frontendConfigFromEnv, matchesRoute } from '../static/static-server';
import { pageStylesheet } from './critical-css';
import { pageStarterScript } from './page-starter';
import { appScriptsOf, pageDocument, type DocumentHeadTag, type PageAssets } from './prerender-document';
import { requestRendererDir, storyPageFrameFile, type StoryPageFrame } from './request-renderer-files';
import { remoteRouteAssets } from './prerender-hints';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const shellDist = path.join(repoRoot, 'shell', 'dist');

/**
 * The public pages whose first screen is in the HTML (issue #12), the built-in sample stories among them
 * (issue #25: the stories a visitor opens first); the 404 page answers unknown paths.
 */
export const prerenderedPages: readonly { path: string; file: string }[] = [
  { path: '/', file: 'index.html' },
  { path: '/create', file: 'create.html' },
  { path: '/stories', file: 'stories.html' },
  { path: '/help', file: 'help.html' },
  { path: '/safety', file: 'safety.html' },
  { path: '/contact', file: 'contact.html' },
  { path: '/privacy', file: 'privacy.html' },
  { path: '/login', file: 'login.html' },
  { path: '/register', file: 'register.html' },
  { path: '/404', file: '404.html' },
  ...sampleStories.map((story) => ({ path: `/story/${story.id}`, file: `story/${story.id}.html` })),
];
export const routesFile = '.routes.json';

/** What the shell's render-page entry exports (shell/src/prerender/render-page.tsx). */
interface ShellRenderer {
  renderPage(pathname: string, config: FrontendConfig): Promise<string>;
  provideRemoteRoutes(key: RemoteKey, routes: unknown): void;
  headTagsOf(pathname: string, origin: string): DocumentHeadTag[];
  ownerOf(pathname: string): string | undefined;
  routePatterns: readonly string[];
}

/** The remotes that render a prerendered page, from the area registry. */
function pageRemotes() {
  return remotes.filter(
    (remote) => !remote.adminOnly && remote.routes.some((route) => prerenderedPages.some((page) => matchesRoute(route.path, page.path))),
  );
}

function compile(config: Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error ?? new Error('webpack returned no stats'));
      if (stats.hasErrors()) return reject(new Error(`Prerender build failed:\n${stats.toString('errors-only')}`));
      resolve(stats);
    });
  });
}

/** The app's one stylesheet (webpack-base.ts puts all of an app's CSS in styles.<hash>.css). */
function stylesheetOf(dist: string): string | undefined {
  return readdirSync(dist).find((file) => /^styles\.[0-9a-f]+\.css$/.test(file));
}

/** Builds and writes every prerendered page; remotes that are not built are left to the browser. */
export async function prerender(): Promise<string[]> {
  const outDir = ssrOutputDir(repoRoot);
  const built = pageRemotes().filter((remote) => existsSync(path.join(repoRoot, remote.dir, 'dist', 'mf-manifest.json')));
  await compile(
    createSsrConfig({
      outputDir: outDir,
      entries: {
        shell: path.join(repoRoot, 'shell/src/prerender/render-page.tsx'),
        ...Object.fromEntries(built.map((remote) => [`remote-${remote.key}`, path.join(repoRoot, remote.dir, remote.exposes['./Routes'])])),
      },
      remoteRegistry: {
        module: /federation[\\/]remote-registry$/,
        replacement: path.join(repoRoot, 'shell/src/prerender/prerender-remotes.ts'),
      },
    }),
  );
  const load = createRequire(import.meta.url);
  // Fresh modules on every run (the build may run twice in one process).
  for (const id of Object.keys(load.cache)) if (id.startsWith(outDir)) delete load.cache[id];
  const shell = load(path.join(outDir, 'shell.cjs')) as ShellRenderer;
  for (const remote of built) {
    const routes = load(path.join(outDir, `remote-${remote.key}.cjs`)) as { default: unknown };
    shell.provideRemoteRoutes(remote.key, routes.default);
  }

  const template = readFileSync(path.join(shellDist, 'app.html'), 'utf8');
  const shellStyles = stylesheetOf(shellDist);
  const appUrl = process.env.APP_URL || null;
  // The config the static server gives a browser without overrides; appUrl only for the head tags.
  const config: FrontendConfig = { ...frontendConfigFromEnv({}), appUrl: appUrl ?? 'http://localhost' };
  const stylesheet = (dist: string, prefix: string, file: string) =>
    pageStylesheet(file, `${prefix}${file}`, readFileSync(path.join(dist, file), 'utf8'));
  const shellStylesheets = shellStyles ? [stylesheet(shellDist, '/', shellStyles)] : [];
  /** The shell's stylesheet, and the remote's stylesheet and scripts: what a page the remote draws needs. */
  const remoteAssetsOf = (remote: (typeof built)[number]): PageAssets => {
    const remoteDist = path.join(repoRoot, remote.dir, 'dist');
    const prefix = `${remotePathPrefix(remote)}/`;
    // All of a remote's own CSS is in its one styles file, whichever of its chunks a page needs (its
    // pages load apart, ADR 0020); the ui kit's rules come with the shell's.
    const remoteStyles = stylesheetOf(remoteDist);
    return {
      stylesheets: [...shellStylesheets, ...(remoteStyles ? [stylesheet(remoteDist, prefix, remoteStyles)] : [])],
      remoteScripts: remoteRouteAssets(remoteDist, prefix).scripts,
    };
  };
  // Each app's stylesheet is read and compiled once, not once per page.
  const remoteAssets = new Map(built.map((remote) => [remote.key, remoteAssetsOf(remote)]));
  const assetsOf = (remote: (typeof built)[number] | undefined): PageAssets =>
    (remote && remoteAssets.get(remote.key)) || { stylesheets: shellStylesheets, remoteScripts: [] };
  const written: string[] = [];
  for (const page of prerenderedPages) {
    const owner = shell.ownerOf(page.path);
    const remote = built.find((candidate) => candidate.key === owner);
    if (owner && owner !== 'shell' && !remote) continue; // its remote is not built: app.html serves it
    const assets = assetsOf(remote);
    const rootHtml = await shell.renderPage(page.path, config);
    // A boundary still pending (<!--$?-->) would show the loading screen until an inline script swaps the page in.
    if (rootHtml.includes('<!--$?-->'))
      throw new Error(`Prerendering ${page.path} left a Suspense boundary pending: something suspended on the server`);
    // Without a public origin, canonical and og:url would name the wrong host: leave them out.
    const head = shell
      .headTagsOf(page.path, appUrl ?? 'http://localhost')
      .filter((tag) => appUrl || (tag.rel !== 'canonical' && tag.property !== 'og:url'));
    mkdirSync(path.dirname(path.join(shellDist, page.file)), { recursive: true });
    writeFileSync(
      path.join(shellDist, page.file),
      pageDocument({ template, path: page.path, rootHtml, head, assets, starter: pageStarterScript }),
    );
    written.push(page.file);
  }
  writeFileSync(path.join(shellDist, routesFile), JSON.stringify({ routes: shell.routePatterns, notFound: '404.html' }));
  const stories = built.find((remote) => remote.key === 'stories');
  writeRequestRenderer(outDir, template, stories ? assetsOf(stories) : undefined);
  return written;
}

/**
 * Leaves in dist what the shell's static server needs to render a shared story's page when it is asked for
 * (infra/src/static/story-renderer.ts): the prerender build and the story page's frame. Only when the stories
 * remote was built beside the shell; without it the server answers app.html with the story's head. A dot
 * folder: never served, never precached.
 */
function writeRequestRenderer(outDir: string, template: string, storyAssets: PageAssets | undefined): void {
  const target = path.join(shellDist, requestRendererDir);
  rmSync(target, { recursive: true, force: true });
  if (!storyAssets) return;
  cpSync(outDir, target, { recursive: true });
  const frame: StoryPageFrame = { template, assets: storyAssets, starter: pageStarterScript(appScriptsOf(template)) };
  writeFileSync(path.join(target, storyPageFrameFile), JSON.stringify(frame));
}
