import { commonMessages, errorBodySchema } from '@inkspell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Echo } from './fixtures/echo-upstream';
import { call } from './fixtures/http-client';
import { startStack, type Stack } from './fixtures/stack';

const appOrigin = 'http://localhost:8080';
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ APP_ORIGINS: `${appOrigin}, http://127.0.0.1:8080` });
});
afterAll(async () => {
  await stack?.stop();
});

const post = (headers: Record<string, string>, method = 'POST') =>
  call(`${stack.gateway.url}/api/stories`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ hero: 'Pip' }),
  });

describe('cross-origin guard', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses %s from a foreign Origin with a JSON 403', async (method) => {
    const answer = await post({ origin: 'https://evil.example' }, method);
    expect(answer.status).toBe(403);
    expect(errorBodySchema.parse(answer.json()).message).toBe(commonMessages.crossOrigin);
  });

  it('refuses an opaque Origin (null) and a foreign Referer without Origin', async () => {
    expect((await post({ origin: 'null' })).status).toBe(403);
    expect((await post({ referer: 'https://evil.example/page' })).status).toBe(403);
  });

  it('passes a same-origin POST with its body intact', async () => {
    const answer = await post({ origin: appOrigin });
    expect(answer.status).toBe(200);
    const echo = answer.json<Echo>();
    expect(echo.method).toBe('POST');
    expect(JSON.parse(echo.body)).toEqual({ hero: 'Pip' });
  });

  it('passes a same-origin Referer, a request with neither header, and safe methods from anywhere', async () => {
    expect((await post({ referer: `${appOrigin}/create` })).status).toBe(200);
    expect((await post({})).status).toBe(200);
    const read = await call(`${stack.gateway.url}/api/stories`, { headers: { origin: 'https://evil.example' } });
    expect(read.status).toBe(200);
  });
});
