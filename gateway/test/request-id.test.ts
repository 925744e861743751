import { requestIdHeader } from '@inkspell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Echo } from './fixtures/echo-upstream';
import { call } from './fixtures/http-client';
import { startStack, type Stack } from './fixtures/stack';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

describe('request id', () => {
  it('passes a valid incoming x-request-id to the upstream and back to the client', async () => {
    const answer = await call(`${stack.gateway.url}/api/stories`, { headers: { [requestIdHeader]: 'req-abc.123_XYZ' } });
    expect(answer.json<Echo>().headers[requestIdHeader]).toBe('req-abc.123_XYZ');
    expect(answer.headers[requestIdHeader]).toBe('req-abc.123_XYZ');
  });

  it('generates one when missing, the same upstream and in the answer', async () => {
    const answer = await call(`${stack.gateway.url}/remotes/account/remoteEntry.js`);
    const sent = answer.json<Echo>().headers[requestIdHeader];
    expect(sent).toMatch(uuid);
    expect(answer.headers[requestIdHeader]).toBe(sent);
  });

  it('replaces a malformed one instead of forwarding it', async () => {
    const answer = await call(`${stack.gateway.url}/api/stories`, { headers: { [requestIdHeader]: 'bad id\twith spaces' } });
    expect(answer.json<Echo>().headers[requestIdHeader]).toMatch(uuid);
  });

  it('puts the request id on gateway error answers too', async () => {
    const answer = await call(`${stack.gateway.url}/api/stories`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', [requestIdHeader]: 'trace-me' },
    });
    expect(answer.status).toBe(403);
    expect(answer.headers[requestIdHeader]).toBe('trace-me');
    expect(answer.json()).toMatchObject({ requestId: 'trace-me' });
  });
});
