import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Echo } from './fixtures/echo-upstream';
import { call } from './fixtures/http-client';
import { startStack, type Stack } from './fixtures/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

async function route(path: string): Promise<[string, string]> {
  const answer = await call(`${stack.gateway.url}${path}`);
  expect(answer.status, path).toBe(200);
  const echo = answer.json<Echo>();
  return [echo.upstream, echo.url];
}

describe('routing (ARCHITECTURE §1)', () => {
  it.each([
    ['/remotes/stories/x', 'mf-stories', '/x'],
    ['/remotes/stories/mf-manifest.json?v=2', 'mf-stories', '/mf-manifest.json?v=2'],
    ['/remotes/stories', 'mf-stories', '/'],
    ['/remotes/ink/remoteEntry.js', 'mf-ink', '/remoteEntry.js'],
    ['/remotes/account/static/js/1.js', 'mf-account', '/static/js/1.js'],
    ['/remotes/admin/remoteEntry.js', 'mf-admin', '/remoteEntry.js'],
  ])('strips the remote prefix: %s → %s %s', async (path, upstream, seen) => {
    expect(await route(path)).toEqual([upstream, seen]);
  });

  it.each([
    ['/api/auth/login', 'accounts'],
    ['/api/user/profile', 'accounts'],
    ['/api/stories', 'stories'],
    ['/api/stories/123/narration?x=1', 'stories'],
    ['/api/ink/balance', 'ink'],
    ['/api/ink-transactions', 'ink'],
    ['/api/ink-transactions?page=2', 'ink'],
    ['/api/refund-requests', 'admin'],
    ['/api/admin/users', 'admin'],
    ['/api/analytics', 'admin'],
    ['/api/analytics/summary', 'admin'],
    ['/api/analytics/events', 'admin'],
    ['/api/contact-messages', 'admin'],
  ])('passes %s unchanged to %s', async (path, upstream) => {
    expect(await route(path)).toEqual([upstream, path]);
  });

  it.each(['/', '/create', '/stories/42', '/remotes/storiesX', '/favicon.ico'])('sends %s to the shell', async (path) => {
    expect(await route(path)).toEqual(['shell', path]);
  });

  it.each(['/api/unknown', '/api', '/api/storiesX/1'])('answers %s, which no service owns, with a JSON 404', async (path) => {
    const answer = await call(`${stack.gateway.url}${path}`);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toMatchObject({ message: 'Not found' });
  });

  it('answers a URL it cannot decode with a JSON 400, not an HTML page', async () => {
    const answer = await call(`${stack.gateway.url}/remotes/stories/%E0%A4%A`);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toMatchObject({ message: expect.any(String) });
  });
});
