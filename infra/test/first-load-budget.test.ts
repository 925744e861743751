import { existsSync, readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { remotePathPrefix, remotes, staticApps, areas } from '@inkspell/contracts/areas';
import { prefetchListElementId, type PrefetchList } from '@inkspell/contracts/values';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, measureFirstLoad, type FirstLoad } from '../src/bench/first-load/browser-load';
import { duplicatedModules, modulesOf, unexpectedDuplicates } from '../src/bench/first-load/duplicates';
import { buildFrontends } from '../src/build/build-frontends';
import { contractValueFiles as contractValueFilePaths } from '@inkspell/ui/build/contract-values';
import { prerenderedPages } from '../src/build/prerender';
import { sampleStories } from '@inkspell/contracts/sample-stories';
import { frontendConfigFromEnv, matchesRoute, startStaticServer, type StaticServer } from '../src/static/static-server';

/**
 * The home page's JavaScript budget (issue #12), in compressed bytes on the wire, measured in Chromium
 * on the built front ends behind a stand-in for the gateway's path routing. Bytes, never time, so a
 * loaded machine cannot make it flaky. Raise it only with a reason; `npm run bench` shows where the
 * bytes go and how far the page is from the 150 KB goal.
 */
const homeBudgetBytes = 150 * 1024;

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The contracts' zod-free files, as repository paths like the chunk maps name them. */
const contractValueFiles = new Set([...contractValueFilePaths()].map((file) => path.relative(repoRoot, file)));
const servers: StaticServer[] = [];
let front: Server;
let baseUrl: string;
let browser: Browser;
let home: FirstLoad;

/** The gateway's routing of static files: /remotes/<key>/… to the remote's server, the rest to the shell's; no one is signed in. */
function startFront(shell: StaticServer, remoteServers: Map<string, StaticServer>): Promise<Server> {
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/api/auth/user')) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not logged in' }));
      return;
    }
    let target = shell;
    let forwardedPath = url;
    for (const remote of remotes) {
      const prefix = `${remotePathPrefix(remote)}/`;
      if (url.startsWith(prefix)) {
        target = remoteServers.get(remote.key)!;
        forwardedPath = url.slice(prefix.length - 1);
      }
    }
    const upstream = request(`${target.url}${forwardedPath}`, { headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.writeHead(502).end());
    // The body goes along (the page's analytics POSTs one): a request sent without the body its
    // Content-Length announced leaves the kept-alive socket waiting, and the next request on it is read as that body.
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  await buildFrontends(undefined, { onlyMissing: true });
  const apps = staticApps(areas);
  const shellApp = apps.find((app) => app.isShell)!;
  const shell = await startStaticServer({
    app: shellApp.name,
    dir: path.join(repoRoot, shellApp.name, 'dist'),
    host: '127.0.0.1',
    port: 0,
    spa: true,
    config: frontendConfigFromEnv({}),
  });
  servers.push(shell);
  const remoteServers = new Map<string, StaticServer>();
  for (const remote of remotes) {
    const server = await startStaticServer({
      app: remote.dir,
      dir: path.join(repoRoot, remote.dir, 'dist'),
      host: '127.0.0.1',
      port: 0,
      spa: false,
      cors: true,
    });
    servers.push(server);
    remoteServers.set(remote.key, server);
  }
  front = await startFront(shell, remoteServers);
  baseUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  browser = await launchChromium();
  home = await measureFirstLoad(browser, baseUrl, '/');
}, 900_000);

/** What the test reads of a page's `performance` (this project's Node types have no DOM). */
interface BrowserPerformance {
  getEntriesByType(type: 'navigation' | 'resource'): { name: string; startTime: number; loadEventEnd?: number }[];
}

/** The files a page's starter fetches ahead once the page has loaded (ADR 0046), as the page lists them. */
function prefetchListOf(html: string): PrefetchList {
  const json = new RegExp(`<script type="application/json" id="${prefetchListElementId}">([^<]*)</script>`).exec(html)?.[1];
  return json ? (JSON.parse(json) as PrefetchList) : { scripts: [], stylesheets: [] };
}

afterAll(async () => {
  await browser?.close();
  front?.close();
  await Promise.all(servers.map((server) => server.close()));
});

describe('the home page on a first visit', () => {
  it('starts the app on the prerendered page', () => {
    expect(home.documentHtml).toContain('id="home-hero-title"');
    expect(home.started).toBe(true);
  });

  it("carries the rules its markup uses of the shell's and the stories remote's stylesheets inline, and fetches the files ahead", () => {
    const inlined = [...home.documentHtml.matchAll(/<style data-critical-of="([^"]+)">([^<]*)<\/style>/g)].map((match) => ({
      file: match[1]!,
      css: match[2]!,
    }));
    const ofApp = (dir: string) => inlined.filter(({ file }) => existsSync(path.join(repoRoot, dir, 'dist', file)));
    expect(ofApp('shell')).toHaveLength(1);
    expect(ofApp('mf-stories')).toHaveLength(1);
    for (const [dir, prefix] of [
      ['shell', '/'],
      ['mf-stories', `${remotePathPrefix({ key: 'stories' })}/`],
    ] as const) {
      const { file, css } = ofApp(dir)[0]!;
      // The first screen's rules (the hero's among them), far fewer than the whole file.
      expect(css.length).toBeGreaterThan(500);
      expect(css.length).toBeLessThan(readFileSync(path.join(repoRoot, dir, 'dist', file), 'utf8').length * 0.7);
      expect(prefetchListOf(home.documentHtml).stylesheets).toContain(`${prefix}${file}`);
    }
    expect(home.documentHtml).not.toContain('data-href=');
  });

  it('reads no localStorage while starting: the first read blocks while the browser opens the storage', () => {
    expect(home.started).toBe(true);
    expect(home.localStorageReads).toBe(0);
  });

  it('hydrates it without a React error', () => {
    expect(home.consoleProblems.filter((line) => /hydrat|Minified React error|pageerror/i.test(line))).toEqual([]);
  });

  it(`sends at most ${homeBudgetBytes / 1024} KB of compressed JavaScript`, () => {
    const bytes = home.scripts.reduce((sum, script) => sum + script.wireBytes, 0);
    expect(home.scripts.length).toBeGreaterThan(3);
    expect(bytes).toBeLessThanOrEqual(homeBudgetBytes);
  });

  it('sends every script of more than 1 KB compressed', () => {
    const plain = home.scripts.filter((script) => script.wireBytes > 1024 && script.contentEncoding !== 'br');
    expect(plain.map((script) => script.url)).toEqual([]);
  });

  it('downloads neither zod nor a contract schema: the page only shows things (ADR 0020)', () => {
    const modules = home.scripts.flatMap((script) => modulesOf(script.url));
    expect(modules.some((module) => module.includes('packages/contracts/src/values/'))).toBe(true);
    expect(modules.filter((module) => module.includes('node_modules/zod/'))).toEqual([]);
    expect(modules.filter((module) => /packages\/contracts\/src\/[a-z-]+\.ts$/.test(module) && !contractValueFiles.has(module))).toEqual(
      [],
    );
  });

  it('downloads no module twice', () => {
    const twice = unexpectedDuplicates(duplicatedModules(home.scripts.map((script) => script.url)));
    expect(twice.map((duplicate) => `${duplicate.module} in ${duplicate.files.join(', ')}`)).toEqual([]);
  });

  it("fetches the stories remote, which renders home, and no other remote's files", () => {
    const remoteFiles = home.scripts.map((script) => new URL(script.url).pathname).filter((pathname) => pathname.startsWith('/remotes/'));
    expect(remoteFiles.some((pathname) => pathname.startsWith('/remotes/stories/'))).toBe(true);
    expect(remoteFiles.filter((pathname) => !pathname.startsWith('/remotes/stories/'))).toEqual([]);
  });
});

/** The first heading of each public page, as the spec names it (the home page's hero is longer). */
const firstHeadings: Record<string, RegExp> = {
  '/': /^Every child is the /,
  '/create': /^Create Your Story$/,
  '/stories': /^Sample Stories$/,
  '/help': /^Help Center$/,
  '/safety': /^Safety Guidelines$/,
  '/contact': /^Contact Spell$/,
  '/privacy': /^Privacy Policy$/,
  '/login': /^Welcome Back$/,
  '/register': /^Join Inkspell$/,
  '/404': /^Oops! This page is missing$/,
  ...Object.fromEntries(sampleStories.map((story) => [`/story/${story.id}`, new RegExp(`^${story.title}$`)])),
};

describe('every public page on a first visit', () => {
  const served = async (pathname: string) => {
    const res = await fetch(`${baseUrl}${pathname}`);
    return { status: res.status, html: await res.text() };
  };
  const firstHeading = (html: string) =>
    /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim();
  const prefetchedRemotes = (html: string) =>
    prefetchListOf(html)
      .scripts.map((href) => /^\/remotes\/([a-z-]+)\/remoteEntry\.js$/.exec(href)?.[1])
      .filter((key) => key !== undefined);

  it.each(prerenderedPages.map((page) => page.path))(
    '%s arrives with its first screen and fetches ahead only the remote that draws it',
    async (pathname) => {
      const { status, html } = await served(pathname === '/404' ? '/no/such/page' : pathname);
      expect(status).toBe(pathname === '/404' ? 404 : 200);
      expect(firstHeading(html)).toMatch(firstHeadings[pathname]!);
      const owner = remotes.find((remote) => remote.routes.some((route) => matchesRoute(route.path, pathname)));
      expect(prefetchedRemotes(html)).toEqual(owner ? [owner.key] : []);
    },
  );

  it("fetches the app's files once the page has loaded, none while it arrives and is drawn (ADR 0046)", async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const { html } = await served('/create');
    const listed = [...prefetchListOf(html).scripts, ...prefetchListOf(html).stylesheets];
    expect(listed.length).toBeGreaterThanOrEqual(5);
    await page.goto(`${baseUrl}/create`, { waitUntil: 'load' });
    // The page's Resource Timing: when each listed file was asked for, and when the load event ended.
    const timings = () =>
      page.evaluate((files) => {
        const entries = (performance as unknown as BrowserPerformance).getEntriesByType.bind(performance);
        return {
          loaded: entries('navigation')[0]?.loadEventEnd ?? 0,
          fetched: entries('resource')
            .filter((entry) => files.includes(new URL(entry.name).pathname))
            .map((entry) => ({ file: new URL(entry.name).pathname, startTime: entry.startTime })),
        };
      }, listed);
    await expect
      .poll(async () => (await timings()).fetched.map(({ file }) => file).sort(), { timeout: 10_000 })
      .toEqual([...listed].sort());
    const { loaded, fetched } = await timings();
    expect(loaded).toBeGreaterThan(0);
    for (const { file, startTime } of fetched) expect({ file, afterLoad: startTime >= loaded }).toEqual({ file, afterLoad: true });
    // Not started: fetched, not run.
    expect(await page.locator('body > script[src]').count()).toBe(0);
    await context.close();
  });

  it('fetches the remote behind a link when the pointer is on it, not before', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl}/help`, { waitUntil: 'networkidle' });
    const accountFiles = () => fetched.filter((pathname) => pathname.startsWith('/remotes/account/'));
    expect(accountFiles()).toEqual([]);
    await page.getByRole('link', { name: 'Login' }).first().hover();
    await expect.poll(accountFiles, { timeout: 10_000 }).toContain('/remotes/account/remoteEntry.js');
    await context.close();
  });
});
