import { commonMessages, errorBodySchema } from '@inkspell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startGarbageUpstream } from './fixtures/echo-upstream';
import { call, type Answer } from './fixtures/http-client';
import { writeSession } from './fixtures/session';
import { startStack, type Stack } from './fixtures/stack';

/*
 * Every answer that passes the gateway carries the web-security headers (issue #13, ADR 0014), on the fast
 * path and on the express path alike: what the upstreams answer, what the gateway answers itself (its JSON
 * errors, 404, 429) and its health routes.
 */
const apiCsp = "default-src 'none'; frame-ancestors 'none'";
const pageCsp = "default-src 'self'; base-uri 'self'; object-src 'none'; form-action 'self'; frame-ancestors 'none'";
const userMax = 2;

function expectFixedHeaders(answer: Answer): void {
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('no-referrer');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
}

function expectApiHeaders(answer: Answer): void {
  expectFixedHeaders(answer);
  expect(answer.headers['content-security-policy']).toBe(apiCsp);
}

const garbage = await startGarbageUpstream();
const engines: [string, Record<string, string>][] = [
  ['the fast path', {}],
  ['the express path', { GATEWAY_FAST_PATH: 'false' }],
];

describe.each(engines)('security headers through %s', (_, engineEnv) => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      ...engineEnv,
      // stories answers garbage (502), ink is stopped (503), accounts is slow when asked to be (504).
      STORIES_URL: garbage.url,
      INK_URL: `http://127.0.0.1:${await closedPort()}`,
      UPSTREAM_TIMEOUT_MS: '300',
      RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_USER_MAX: String(userMax),
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it("are on a service's answer, with the API CSP", async () => {
    const answer = await call(`${stack.gateway.url}/api/auth/user`);
    expect(answer.status).toBe(200);
    expectApiHeaders(answer);
  });

  it("are on a service's answer that is not JSON, and replace the service's own framing rule", async () => {
    const answer = await call(
      `${stack.gateway.url}/api/auth/export?type=text/csv&set=x-frame-options:SAMEORIGIN&set=referrer-policy:unsafe-url`,
    );
    expect(answer.headers['content-type']).toBe('text/csv');
    expectApiHeaders(answer);
  });

  it.each([
    ['502', '/api/stories', 502, commonMessages.badGateway],
    ['503', '/api/ink/balance', 503, commonMessages.unavailable],
    ['504', '/api/auth/user?delay=3000', 504, commonMessages.gatewayTimeout],
  ])('are on the JSON %s of an upstream failure', async (_, path, status, message) => {
    const answer = await call(`${stack.gateway.url}${path}`);
    expect(answer.status).toBe(status);
    expect(errorBodySchema.parse(answer.json()).message).toBe(message);
    expectApiHeaders(answer);
  });

  it('are on the JSON 404 of an API path nobody owns', async () => {
    const answer = await call(`${stack.gateway.url}/api/nobody/1`);
    expect(answer.status).toBe(404);
    expect(errorBodySchema.parse(answer.json()).message).toBe(commonMessages.notFound);
    expectApiHeaders(answer);
  });

  it('are on the JSON 429 of the rate limit', async () => {
    const { cookie } = await writeSession(stack);
    let limited: Answer | undefined;
    for (let i = 0; i <= userMax && !limited; i++) {
      const answer = await call(`${stack.gateway.url}/api/auth/user`, { headers: { cookie } });
      if (answer.status === 429) limited = answer;
    }
    if (!limited) throw new Error('no 429');
    expect(limited.headers['retry-after']).toBeDefined();
    expectApiHeaders(limited);
  });

  it('are on the JSON 403 of a cross-site request', async () => {
    const answer = await call(`${stack.gateway.url}/api/auth/logout`, { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(403);
    expectApiHeaders(answer);
  });

  it('give an HTML page without a CSP of its own the page default, which allows no inline script and no framing', async () => {
    const answer = await call(`${stack.gateway.url}/remotes/stories/index.html?type=text/html;%20charset=utf-8`);
    expect(answer.status).toBe(200);
    expectFixedHeaders(answer);
    expect(answer.headers['content-security-policy']).toBe(pageCsp);
    expect(answer.headers['content-security-policy']).not.toMatch(/unsafe-inline/);
  });

  it('keep the CSP an HTML page set itself', async () => {
    const own = "default-src 'self'; script-src 'self' 'sha256-abc'; frame-ancestors 'none'";
    const answer = await call(`${stack.gateway.url}/stories/42?type=text/html&set=content-security-policy:${encodeURIComponent(own)}`);
    expect(answer.headers['content-security-policy']).toBe(own);
    expectFixedHeaders(answer);
  });

  it("keep the opener policy a page set itself (a visitor's landing page), and give one that set none same-origin", async () => {
    const own = await call(`${stack.gateway.url}/help?type=text/html&set=cross-origin-opener-policy:unsafe-none`);
    expect(own.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(own.headers['x-frame-options']).toBe('DENY');
    const none = await call(`${stack.gateway.url}/help?type=text/html`);
    expect(none.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('leave static files other than pages without a CSP, and still forbid sniffing and framing', async () => {
    const answer = await call(`${stack.gateway.url}/remotes/ink/remoteEntry.js?type=text/javascript`);
    expect(answer.status).toBe(200);
    expectFixedHeaders(answer);
    expect(answer.headers['content-security-policy']).toBeUndefined();
  });

  it('are on the health routes', async () => {
    expectApiHeaders(await call(`${stack.gateway.url}/healthz`));
    expectApiHeaders(await call(`${stack.gateway.url}/readyz`));
  });
});

afterAll(async () => {
  await garbage.close();
});
