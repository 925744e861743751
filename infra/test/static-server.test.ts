import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { frontendConfigSchema, sessionCookieName } from '@inkspell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, writeInlineScriptHashes } from '../src/build/page-security';
import { precompress } from '../src/build/precompress';
import {
  frontendConfigFromEnv,
  immutableCache,
  matchesRoute,
  startStaticServer,
  visitorPageOpenerPolicy,
  type StaticServer,
} from '../src/static/static-server';

/** A tiny fake build: what webpack emits for the shell and for a remote. */
function fakeDist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'inkspell-static-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

const dirs: string[] = [];
let shell: StaticServer;
let remote: StaticServer;
const config = frontendConfigFromEnv({ REMOTE_STORIES_URL: 'http://127.0.0.1:3001/mf-manifest.json' });

/** The prerendered pages' inline starter (prerender-document.ts); its hash goes into the policy. */
const starter = 'requestAnimationFrame(function(){setTimeout(function(){});});';

/** Big enough to be worth compressing (precompress skips tiny files). */
const bigScript = `console.log(${JSON.stringify('a story about a brave little dragon '.repeat(100))});`;

beforeAll(async () => {
  const shellDir = fakeDist({
    'app.html': '<div id="root"></div>',
    'index.html': `<div id="root" data-prerendered="/"><h1>Every child is the hero</h1></div><script>${starter}</script><script defer src="/main.2e7189110edf.js"></script>`,
    'create.html': '<div id="root" data-prerendered="/create">create</div>',
    '404.html': '<div id="root" data-prerendered="*">Page Not Found</div>',
    '.routes.json': JSON.stringify({ routes: ['/', '/create', '/story/:id'], notFound: '404.html' }),
    '.chunk-modules.json': '{}',
    'main.2e7189110edf.js': bigScript,
  });
  const remoteDir = fakeDist({
    'remoteEntry.js': 'var mf_stories;',
    'mf-manifest.json': '{}',
    '592.40d8f33b850c.js': '1',
    'index.html': 'standalone',
  });
  dirs.push(shellDir, remoteDir);
  await writeInlineScriptHashes(shellDir);
  await precompress(shellDir);
  shell = await startStaticServer({ app: 'shell', dir: shellDir, host: '127.0.0.1', port: 0, spa: true, config });
  remote = await startStaticServer({ app: 'mf-stories', dir: remoteDir, host: '127.0.0.1', port: 0, spa: false, cors: true });
});

afterAll(async () => {
  await Promise.all([shell.close(), remote.close()]);
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

describe('static server caching', () => {
  it('caches content-hashed files for a year, immutably', async () => {
    const res = await fetch(`${shell.url}/main.2e7189110edf.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(immutableCache);
  });

  it.each(['/remoteEntry.js', '/mf-manifest.json', '/index.html'])('revalidates the entry point %s', async (file) => {
    const res = await fetch(`${remote.url}${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('lets other origins load a remote, but not the shell', async () => {
    expect((await fetch(`${remote.url}/remoteEntry.js`)).headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${shell.url}/index.html`)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves files added after start (a redeployed remote)', async () => {
    writeFileSync(path.join(dirs[1]!, '999.abcdef123456.js'), 'new');
    expect((await fetch(`${remote.url}/999.abcdef123456.js`)).status).toBe(200);
  });
});

describe('static server routing', () => {
  it('answers client-side routes of the shell with app.html, uncached', async () => {
    const res = await fetch(`${shell.url}/story/static-sample-1`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<div id="root"></div>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // The gateway's same-origin applies: app.html sets no opener policy of its own.
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it.each([
    ['/', 'Every child is the hero'],
    ['/create', 'data-prerendered="/create"'],
  ])('answers the prerendered page %s with its own HTML, a visitor page that keeps its opener', async (pathname, text) => {
    const res = await fetch(`${shell.url}${pathname}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(text);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('cross-origin-opener-policy')).toBe(visitorPageOpenerPolicy);
  });

  it.each(['/', '/create', '/story/static-sample-1'])(
    'answers %s with app.html to a request with a session: the prerendered page is the signed-out one',
    async (pathname) => {
      const res = await fetch(`${shell.url}${pathname}`, { headers: { cookie: `theme=dark; ${sessionCookieName}=abc123` } });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<div id="root"></div>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
    },
  );

  it('still answers files and unknown paths as usual to a request with a session', async () => {
    const cookie = `${sessionCookieName}=abc123`;
    expect((await fetch(`${shell.url}/main.2e7189110edf.js`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${shell.url}/no/such/page`, { headers: { cookie } })).status).toBe(404);
    // A cookie whose name only ends like the session's is not a session.
    expect(await (await fetch(`${shell.url}/`, { headers: { cookie: `x${sessionCookieName}=1` } })).text()).toContain('Every child');
  });

  it('answers a path no route matches with the 404 page and status 404', async () => {
    const res = await fetch(`${shell.url}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page Not Found');
    expect(res.headers.get('cross-origin-opener-policy')).toBe(visitorPageOpenerPolicy);
  });

  it('keeps build metadata private', async () => {
    expect((await fetch(`${shell.url}/.chunk-modules.json`)).status).toBe(404);
    expect((await fetch(`${shell.url}/.routes.json`)).status).toBe(404);
  });

  it('does not answer API paths with index.html', async () => {
    expect((await fetch(`${shell.url}/api/auth/user`)).status).toBe(404);
  });

  it('gives a remote no SPA fallback', async () => {
    expect((await fetch(`${remote.url}/ink-shop`)).status).toBe(404);
  });

  it('404s a missing asset instead of sending the page', async () => {
    expect((await fetch(`${shell.url}/missing.0123456789ab.js`)).status).toBe(404);
  });
});

/** A raw GET: fetch would decode the body and hide what crossed the wire. */
function rawGet(
  url: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server compression', () => {
  it('sends the brotli twin of a script to a browser that accepts br, still cached for a year', async () => {
    const res = await rawGet(`${shell.url}/main.2e7189110edf.js`, 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(immutableCache);
    expect(res.body.length).toBeLessThan(bigScript.length / 5);
    expect(brotliDecompressSync(res.body).toString()).toBe(bigScript);
  });

  it('sends the gzip twin to a browser without brotli', async () => {
    const res = await rawGet(`${shell.url}/main.2e7189110edf.js`, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(bigScript);
  });

  it('sends the file as it is when no encoding is accepted', async () => {
    const res = await rawGet(`${shell.url}/main.2e7189110edf.js`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(bigScript);
  });

  it('compresses a page answered for a client-side route too, and the 404 page keeps its status', async () => {
    writeFileSync(path.join(dirs[0]!, 'app.html'), `<div id="root"></div>${' '.repeat(600)}`);
    await precompress(dirs[0]!);
    const page = await rawGet(`${shell.url}/story/1`, 'br');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const missing = await rawGet(`${shell.url}/nowhere`, 'br');
    expect(missing.status).toBe(404);
  });
});

/** The policy's directives by name. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe('page security headers', () => {
  it.each(['/', '/create', '/story/static-sample-1', '/nowhere'])(
    "sends %s with a policy that allows only the build's inline script",
    async (pathname) => {
      const res = await fetch(`${shell.url}${pathname}`);
      const policy = directives(res.headers.get('content-security-policy'));
      const scripts = policy.get('script-src') ?? [];
      expect(scripts).toContain("'self'");
      expect(scripts).toContain(inlineScriptHashes(`<script>${starter}</script>`)[0]);
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts).toContain('https://js.stripe.com');
      expect(policy.get('frame-src')).toContain('https://js.stripe.com');
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
    },
  );

  it("allows the scripts of a remote served from another origin (REMOTE_<KEY>_URL), and only on the shell's pages", async () => {
    const policy = directives((await fetch(`${shell.url}/`)).headers.get('content-security-policy'));
    expect(policy.get('script-src')).toContain('http://127.0.0.1:3001');
    expect(policy.get('connect-src')).toContain('http://127.0.0.1:3001');
  });

  it('hashes inline scripts but not scripts with a src, nor data blocks, which never run', () => {
    expect(
      inlineScriptHashes(
        '<script src="/a.js"></script><script type="application/json" id="x">{"a":1}</script><script type="module">go()</script>',
      ),
    ).toEqual(["'sha256-" + createHash('sha256').update('go()').digest('base64') + "'"]);
  });

  it('puts no policy on scripts and styles, only on pages', async () => {
    expect((await fetch(`${shell.url}/main.2e7189110edf.js`)).headers.get('content-security-policy')).toBeNull();
  });

  it.each(['/reset-password', '/disable-2fa'])('sends no referrer from %s, whose address carries a one-time token', async (pathname) => {
    const res = await fetch(`${shell.url}${pathname}?token=secret`);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('leaves the referrer policy of other pages to the gateway', async () => {
    expect((await fetch(`${shell.url}/create`)).headers.get('referrer-policy')).toBeNull();
  });
});

describe('route matching for the 404 page', () => {
  it.each([
    ['/', '/', true],
    ['/story/:id', '/story/abc', true],
    ['/story/:id', '/story', false],
    ['/story/:id', '/story/abc/more', false],
    ['/create', '/create/', true],
    ['/create', '/created', false],
  ])('%s matches %s: %s', (pattern, pathname, expected) => {
    expect(matchesRoute(pattern, pathname)).toBe(expected);
  });
});

describe('config.json', () => {
  it('serves the run-time config of the shell, uncached', async () => {
    const res = await fetch(`${shell.url}/config.json`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const body = frontendConfigSchema.parse(await res.json());
    expect(body.remotes.stories).toBe('http://127.0.0.1:3001/mf-manifest.json');
  });

  it('defaults every remote to its manifest behind the gateway', () => {
    expect(frontendConfigFromEnv({}).remotes).toEqual({
      stories: '/remotes/stories/mf-manifest.json',
      ink: '/remotes/ink/mf-manifest.json',
      account: '/remotes/account/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
  });

  it('reads the Stripe key and the analytics switch', () => {
    const fromEnv = frontendConfigFromEnv({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1', ANALYTICS_ENABLED: 'false' });
    expect(fromEnv).toMatchObject({ stripePublishableKey: 'pk_test_1', analyticsEnabled: false });
  });

  it('gives the public origin for canonical URLs when APP_URL is set, else null (the page uses its own origin)', () => {
    expect(frontendConfigFromEnv({ APP_URL: 'https://inkspell.example' }).appUrl).toBe('https://inkspell.example');
    expect(frontendConfigFromEnv({}).appUrl).toBeNull();
  });
});
