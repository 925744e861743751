import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStaticServer, type StaticServer } from '@inkspell/infra/static-server';
import { call, newUser } from './client';
import { record } from './summary';

/** What every API answer carries, whoever made it (an upstream service or the gateway itself). */
const apiHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/** A page's CSP as directive → sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

let shell: StaticServer;
let dist: string;

// The shell's static server (the real one, on the port the gateway sends pages to) over a small build.
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'inkspell-headers-shell-'));
  // index.html answers '/', app.html every other route (what the prerenderer writes, in miniature).
  const page =
    '<!doctype html><html><head><title>Inkspell</title><script defer src="/main.0123456789ab.js"></script></head><body><div id="root"></div></body></html>';
  for (const file of ['index.html', 'app.html']) writeFileSync(path.join(dist, file), page);
  writeFileSync(path.join(dist, 'main.0123456789ab.js'), 'console.log("shell")');
  shell = await startStaticServer({ app: 'shell', dir: dist, host: '127.0.0.1', port: inject('shellPort'), spa: true });
});

afterAll(async () => {
  await shell?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('security headers on API answers and pages', () => {
  it("every API answer says nosniff, no-referrer, DENY and default-src 'none'; frame-ancestors 'none'", async () => {
    const user = await newUser('headers');
    const answers = {
      'upstream 200': await call('/api/ink/balance', { cookie: user.cookie }),
      'upstream 400': await call('/api/auth/login', { body: { username: 1 } }),
      'gateway 401': await call('/api/ink/balance'),
      'gateway 403 (cross-origin)': await call('/api/auth/logout', { cookie: user.cookie, body: {}, origin: 'https://evil.example' }),
      'gateway 404': await call('/api/no-such-route'),
    };
    const wrong = Object.entries(answers).flatMap(([what, answer]) =>
      Object.entries(apiHeaders)
        .filter(([name, value]) => answer.headers.get(name) !== value)
        .map(([name]) => `${what}: ${name}=${answer.headers.get(name)}`),
    );
    record({
      scenario: 'security headers on API answers',
      requests: Object.keys(answers).length,
      faults: 0,
      expected: `4 headers × ${Object.keys(answers).length} answers`,
      observed: `${wrong.length} missing or wrong`,
    });
    expect(wrong).toEqual([]);
  });

  it("every page has a CSP without 'unsafe-inline' scripts and with frame-ancestors 'none'", async () => {
    const baseUrl = inject('baseUrl');
    const pages = [
      '/',
      '/login',
      '/register',
      '/reset-password?token=abc',
      '/story/00000000-0000-4000-8000-000000000000?ref=abc',
      '/ink-shop',
    ];
    const wrong: string[] = [];
    for (const page of pages) {
      const res = await fetch(`${baseUrl}${page}`);
      await res.text();
      expect(res.headers.get('content-type'), page).toMatch(/^text\/html/);
      const csp = directives(res.headers.get('content-security-policy') ?? '');
      const scripts = csp.get('script-src') ?? csp.get('default-src');
      if (!scripts) wrong.push(`${page}: no script-src or default-src`);
      else if (scripts.includes("'unsafe-inline'")) wrong.push(`${page}: scripts may be inline`);
      if (csp.get('frame-ancestors')?.join(' ') !== "'none'")
        wrong.push(`${page}: frame-ancestors ${csp.get('frame-ancestors')?.join(' ')}`);
    }
    record({
      scenario: 'security headers on pages',
      requests: pages.length,
      faults: 0,
      expected: `CSP without inline scripts and frame-ancestors 'none' on ${pages.length} pages`,
      observed: `${wrong.length} wrong`,
    });
    expect(wrong).toEqual([]);
  });
});
