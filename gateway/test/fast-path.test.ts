import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Echo } from './fixtures/echo-upstream';
import { call, type Answer } from './fixtures/http-client';
import { writeSession } from './fixtures/session';
import { startStack, type Stack } from './fixtures/stack';

/*
 * ADR 0012: the plugin serves its pipelines before express. The same requests go to a gateway with the
 * fast path and to one without it (express-gateway runs every pipeline), and must get the same answers.
 */
let fast: Stack;
let express: Stack;
beforeAll(async () => {
  [fast, express] = await Promise.all([startStack(), startStack({ GATEWAY_FAST_PATH: 'false' })]);
});
afterAll(async () => {
  await Promise.all([fast?.stop(), express?.stop()]);
});

/** What must not differ between the two engines (tokens and generated ids differ by nature, so only their presence counts). */
function comparable(answer: Answer) {
  const isJson = answer.text !== '' && answer.headers['content-type']?.startsWith('application/json');
  const json = isJson ? answer.json<Partial<Echo> & Record<string, unknown>>() : undefined;
  const seen = json?.headers;
  return {
    status: answer.status,
    headerNames: Object.keys(answer.headers).sort(),
    contentType: answer.headers['content-type'],
    requestIdBack: typeof answer.headers['x-request-id'],
    retryAfter: answer.headers['retry-after'] !== undefined,
    upstream: json?.upstream,
    method: json?.method,
    url: json?.url,
    body: json?.body,
    message: json?.message,
    code: json?.code,
    upstreamSaw: seen && {
      authorization: seen.authorization?.replace(/^Bearer .+$/, 'Bearer <token>'),
      identityHeaders: Object.keys(seen).filter((name) => name.startsWith('x-user-')),
      requestId: typeof seen['x-request-id'],
      forwardedFor: seen['x-forwarded-for'],
      cookie: seen.cookie?.replace(/inkspell\.sid=[^;]+/, 'inkspell.sid=<sid>'),
    },
  };
}

const requests: [string, string, { method?: string; headers?: Record<string, string>; body?: string }?][] = [
  ['an API route', '/api/auth/user'],
  ['a query string', '/api/ink-transactions?page=2'],
  ['a route prefix with a suffix', '/api/analytics/summary'],
  ['a remote, prefix stripped', '/remotes/stories/mf-manifest.json?v=2'],
  ['a remote root', '/remotes/ink'],
  ['a look-alike of a remote', '/remotes/storiesX'],
  ['the shell', '/stories/42'],
  ['upper case', '/API/STORIES'],
  ['a trailing slash', '/api/stories/'],
  ['an API path nobody owns', '/api/storiesX/1'],
  ['/api itself', '/api'],
  ['an undecodable remote path', '/remotes/stories/%E0%A4%A'],
  ['an undecodable shell path', '/%E0%A4%A'],
  ['forged identity', '/api/stories/mine', { headers: { authorization: 'Bearer forged', 'x-user-id': 'mallory', 'x-user-role': 'admin' } }],
  [
    'a cross-site POST',
    '/api/stories',
    { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' },
  ],
  [
    'a same-site POST with a body',
    '/api/stories',
    { method: 'POST', headers: { origin: 'http://localhost:8080', 'content-type': 'application/json' }, body: '{"a":1}' },
  ],
  ['a HEAD', '/remotes/account/remoteEntry.js', { method: 'HEAD' }],
  ['an OPTIONS', '/api/ink/balance', { method: 'OPTIONS' }],
];

describe('fast path (ADR 0012)', () => {
  it('is on by default and off with GATEWAY_FAST_PATH=false', () => {
    expect(fast.gateway.output()).toMatch(/"apiEndpoints":10,"msg":"fast path on"/);
    expect(express.gateway.output()).not.toMatch(/fast path/);
  });

  it.each(requests)('answers %s (%s) exactly as express-gateway does', async (_, path, options) => {
    const [mine, theirs] = await Promise.all([call(`${fast.gateway.url}${path}`, options), call(`${express.gateway.url}${path}`, options)]);
    expect(comparable(mine)).toEqual(comparable(theirs));
  });

  it('forwards the same identity for a session as express-gateway does', async () => {
    const [a, b] = await Promise.all([writeSession(fast), writeSession(express)]);
    const [mine, theirs] = await Promise.all([
      call(`${fast.gateway.url}/api/auth/user`, { headers: { cookie: a.cookie } }),
      call(`${express.gateway.url}/api/auth/user`, { headers: { cookie: b.cookie } }),
    ]);
    expect(comparable(mine)).toEqual(comparable(theirs));
    expect(comparable(mine).upstreamSaw?.authorization).toBe('Bearer <token>');
  });
});

describe('streaming, on both engines', () => {
  it.each([
    ['the fast path', () => fast],
    ['express-gateway', () => express],
  ])('%s passes an answer on as the service sends it, not once it has ended', async (_engine, stack) => {
    const started = performance.now();
    const answer = await fetch(`${stack().gateway.url}/api/stories/stream?stream=800`);
    const reader = answer.body!.getReader();
    const decoder = new TextDecoder();
    const first = decoder.decode((await reader.read()).value);
    const firstMs = performance.now() - started;
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest += decoder.decode(part.value);
    expect([answer.status, first, rest]).toEqual([200, 'first from stories\n', 'last from stories\n']);
    expect(firstMs).toBeLessThan(600);
    expect(performance.now() - started).toBeGreaterThanOrEqual(790);
  });
});
