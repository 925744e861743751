import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { frontendConfigSchema } from '@inkspell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontendConfigFromEnv, immutableCache, startStaticServer, type StaticServer } from '../src/static-server';

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

beforeAll(async () => {
  const shellDir = fakeDist({ 'index.html': '<div id="root"></div>', 'main.2e7189110edf.js': 'console.log(1)' });
  const remoteDir = fakeDist({ 'remoteEntry.js': 'var mf_stories;', 'mf-manifest.json': '{}', '592.40d8f33b850c.js': '1', 'index.html': 'standalone' });
  dirs.push(shellDir, remoteDir);
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
  it('answers client-side routes of the shell with index.html, uncached', async () => {
    const res = await fetch(`${shell.url}/story/static-sample-1`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('id="root"');
    expect(res.headers.get('cache-control')).toBe('no-cache');
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
});
