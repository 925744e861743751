/**
 * Serves one built front end (<app>/dist) with the caching rules module federation needs:
 * entry points (index.html, remoteEntry.js, mf-manifest.json, config.json) are revalidated on
 * every load so a redeployed remote is picked up at once; content-hashed files are immutable.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { frontendConfigSchema, remotes, type FrontendConfig } from '@inkspell/contracts';
import sirv from 'sirv';

export interface StaticServerOptions {
  /** For logs: shell, mf-stories, ... */
  app: string;
  dir: string;
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** Answer unknown paths with index.html (the shell's client-side routes). */
  spa: boolean;
  /** When given, served as /config.json (the shell's run-time config). */
  config?: FrontendConfig;
  /** Allow any origin to fetch the files (remotes may be loaded cross-origin). */
  cors?: boolean;
}

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Names with a content hash, e.g. main.2e7189110edf.js: they never change, so cache them for a year. */
const hashedAsset = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
export const immutableCache = 'public, max-age=31536000, immutable';
export const revalidateCache = 'no-cache';

/** The Cache-Control header of a served path. */
export function cacheControlFor(pathname: string): string {
  return hashedAsset.test(pathname) ? immutableCache : revalidateCache;
}

/**
 * The shell's run-time config from the environment: each remote's manifest URL is
 * REMOTE_<KEY>_URL (e.g. REMOTE_STORIES_URL) or, by default, its path behind the gateway.
 */
export function frontendConfigFromEnv(env: NodeJS.ProcessEnv = process.env): FrontendConfig {
  const remoteUrls = Object.fromEntries(
    remotes.map((remote) => [remote.key, env[`REMOTE_${remote.key.toUpperCase()}_URL`] || `${remote.path}/mf-manifest.json`]),
  );
  return frontendConfigSchema.parse({
    remotes: remoteUrls,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
    analyticsEnabled: env.ANALYTICS_ENABLED !== 'false',
  });
}

function sendConfig(res: ServerResponse, config: FrontendConfig): void {
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': revalidateCache });
  res.end(JSON.stringify(config));
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': revalidateCache });
  res.end('Not found');
}

/** Starts serving `dir`; resolves once listening. */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const serveFiles = sirv(options.dir, {
    // dev: look files up on each request (not a start-up snapshot), so a rebuilt remote's new
    // hashed files are served without restarting this server.
    dev: true,
    etag: true,
    single: options.spa,
    // API calls that reach a static server by mistake must fail, not get index.html.
    ignores: ['^/api/'],
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  });

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (options.cors) res.setHeader('Access-Control-Allow-Origin', '*');
    const pathname = new URL(req.url ?? '/', 'http://static').pathname;
    if (options.config && pathname === '/config.json') return sendConfig(res, options.config);
    serveFiles(req, res, () => notFound(res));
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
