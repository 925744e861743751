/**
 * Serves one built front end (<app>/dist) with the caching rules module federation needs:
 * entry points (pages, remoteEntry.js, mf-manifest.json, config.json) are revalidated on
 * every load so a redeployed remote is picked up at once; content-hashed files are immutable.
 * Text files go compressed: the build wrote brotli and gzip twins (precompress.ts), sirv sends
 * the one the browser accepts with Content-Encoding and Vary: Accept-Encoding.
 * The shell answers a prerendered page's path with its page (index.html, create.html, ...), other
 * routes of the app with app.html, and paths no route matches with 404.html and status 404. A request with
 * a session gets app.html for every route: prerendered pages are what a visitor who is not signed in sees.
 * Every page goes with its Content-Security-Policy (page-security.ts, ADR 0015).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  contentHashedFileName,
  defaultManifestUrl,
  frontendConfigSchema,
  remoteManifestVar,
  remotes,
  sessionCookieName,
  type FrontendConfig,
} from '@inkspell/contracts';
import sirv from 'sirv';
import { contentSecurityPolicy, inlineScriptsFile, referrerPolicyFor, remoteOriginsOf, type InlineScripts } from '../build/page-security';

export interface StaticServerOptions {
  /** For logs: shell, mf-stories, ... */
  app: string;
  dir: string;
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** Answer the shell's client-side routes with app.html, unknown paths with 404.html. */
  spa: boolean;
  /** When given, served as /config.json (the shell's run-time config). */
  config?: FrontendConfig;
  /** Allow any origin to fetch the files (remotes may be loaded cross-origin). */
  cors?: boolean;
  /**
   * The shell: a page written for this request instead of app.html (a shared story, shared-story-page.ts), or
   * null to answer app.html.
   */
  pageOf?: (pathname: string, search: string) => Promise<string | null>;
}

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export const immutableCache = 'public, max-age=31536000, immutable';
export const revalidateCache = 'no-cache';

/** The Cache-Control header of a served path. */
export function cacheControlFor(pathname: string): string {
  // Names with a content hash never change, so they are cached for a year (the service worker relies on the same rule).
  return contentHashedFileName.test(pathname) ? immutableCache : revalidateCache;
}

/**
 * The shell's run-time config from the environment: each remote's manifest URL is
 * REMOTE_<KEY>_URL (e.g. REMOTE_STORIES_URL) or, by default, its path behind the gateway.
 */
export function frontendConfigFromEnv(env: NodeJS.ProcessEnv = process.env): FrontendConfig {
  const remoteUrls = Object.fromEntries(
    remotes.map((remote) => [remote.key, env[remoteManifestVar(remote)] || defaultManifestUrl(remote)]),
  );
  return frontendConfigSchema.parse({
    remotes: remoteUrls,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
    analyticsEnabled: env.ANALYTICS_ENABLED !== 'false',
    appUrl: env.APP_URL || null,
  });
}

function sendConfig(res: ServerResponse, config: FrontendConfig): void {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': revalidateCache });
  res.end(JSON.stringify(config));
}

/** The route patterns the prerenderer wrote (infra/src/build/prerender.ts); none → every path is a route. */
interface RoutesFile {
  routes: string[];
  notFound: string;
}

function readRoutes(dir: string): RoutesFile | null {
  try {
    return JSON.parse(readFileSync(path.join(dir, '.routes.json'), 'utf8')) as RoutesFile;
  } catch {
    return null;
  }
}

/** react-router's matching for the patterns the app uses: literal segments and :params. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return want.length === have.length && want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]));
}

/** The build's inline-script hashes (page-security.ts); none when the app was built without them. */
function readInlineScripts(dir: string): InlineScripts {
  try {
    return JSON.parse(readFileSync(path.join(dir, inlineScriptsFile), 'utf8')) as InlineScripts;
  } catch {
    return { hashes: [] };
  }
}

/** A file name with an extension, or a dot-segment: never answered with a page. */
const looksLikeFile = /\/[^/]*\.[a-z0-9]+$/i;
const dotSegment = /(^|\/)\./;

/**
 * Whether the request comes with a session: a prerendered page shows what a visitor who is not signed in sees,
 * and starts its app only at the visitor's first act (ADR 0044), so someone signed in gets the page their app
 * draws at once instead (an expired session is then told apart by the app, as any visitor).
 */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim().startsWith(`${sessionCookieName}=`));
}

/**
 * What a visitor's page (prerendered, or written for its request) says of its opener: none. The gateway gives
 * every other page same-origin. A phone that opens a landing page from another site then keeps the renderer it
 * has, instead of a fresh process whose start costs a slow phone a quarter of a second (ADR 0045); app.html,
 * what a session gets, keeps its window apart from any opener.
 */
export const visitorPageOpenerPolicy = 'unsafe-none';

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': revalidateCache });
  res.end('Not found');
}

/** Starts serving `dir`; resolves once listening. */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const remoteOrigins = remoteOriginsOf(Object.values(options.config?.remotes ?? {}));
  /** The policy of a page, read per request like the files themselves (a rebuild brings new hashes). */
  const pagePolicy = () => contentSecurityPolicy({ inlineScriptHashes: readInlineScripts(options.dir).hashes, remoteOrigins });
  const serveFiles = sirv(options.dir, {
    // dev: look files up on each request (not a start-up snapshot), so a rebuilt remote's new
    // hashed files are served without restarting this server.
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders: (res, pathname) => {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      // A page: an .html file, or a path sirv answered with one (/ → index.html, /create → create.html).
      if (pathname.endsWith('.html') || !looksLikeFile.test(pathname)) {
        res.setHeader('Content-Security-Policy', pagePolicy());
        if (pathname !== '/app.html') res.setHeader('Cross-Origin-Opener-Policy', visitorPageOpenerPolicy);
      }
    },
  });

  /** Sends one file of dist in place of the requested path (compressed twin and all). */
  const serveInstead = (req: IncomingMessage, res: ServerResponse, file: string, status = 200) => {
    req.url = `/${file}`;
    if (status !== 200) {
      delete req.headers['if-none-match'];
      const writeHead = res.writeHead.bind(res) as (code: number, ...rest: unknown[]) => ServerResponse;
      (res as unknown as { writeHead: (code: number, ...rest: unknown[]) => ServerResponse }).writeHead = (_code, ...rest) =>
        writeHead(status, ...rest);
    }
    serveFiles(req, res, () => notFound(res));
  };

  /** A page written for this request; not stored by anyone, as it is not a file. */
  const sendPage = (req: IncomingMessage, res: ServerResponse, html: string) => {
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(html),
      'Cache-Control': revalidateCache,
      'Content-Security-Policy': pagePolicy(),
      'Cross-Origin-Opener-Policy': visitorPageOpenerPolicy,
    });
    res.end(req.method === 'HEAD' ? undefined : html);
  };

  /** The shell: app.html for its routes (or the page pageOf writes), the 404 page for paths no route matches. */
  const servePage = (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const { pathname } = url;
    // API calls and missing assets that reach a static server by mistake must fail, not get a page.
    if (pathname.startsWith('/api/') || looksLikeFile.test(pathname)) return notFound(res);
    const routes = readRoutes(options.dir);
    if (routes && !routes.routes.some((pattern) => matchesRoute(pattern, pathname))) return serveInstead(req, res, routes.notFound, 404);
    // A page written for its request shows what an anonymous visitor sees (a shared story): not for a session.
    if (!options.pageOf || hasSessionCookie(req.headers.cookie)) return serveInstead(req, res, 'app.html');
    options.pageOf(pathname, url.search).then(
      (html) => (html ? sendPage(req, res, html) : serveInstead(req, res, 'app.html')),
      () => serveInstead(req, res, 'app.html'),
    );
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
    const url = new URL(req.url ?? '/', 'http://static');
    const { pathname } = url;
    const referrerPolicy = referrerPolicyFor(pathname);
    if (referrerPolicy) res.setHeader('Referrer-Policy', referrerPolicy);
    if (options.config && pathname === '/config.json') return sendConfig(res, options.config);
    // Build metadata (.chunk-modules.json, .routes.json) stays private.
    if (dotSegment.test(pathname)) return notFound(res);
    if (options.spa && hasSessionCookie(req.headers.cookie) && !looksLikeFile.test(pathname)) return servePage(req, res, url);
    serveFiles(req, res, () => (options.spa ? servePage(req, res, url) : notFound(res)));
  };

  const server: Server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
