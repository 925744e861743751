import { connect } from 'node:net';
import { errorBodySchema } from '@inkspell/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './fixtures/http-client';
import { startStack, type Stack } from './fixtures/stack';

/*
 * A request Node's parser refuses never reaches express-gateway; Node's own answer was an empty 431 or 400. The
 * reliability suite's fuzzing found it (a 20 kB story id through the gateway): every answer is the error body.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** Writes raw bytes to the gateway and reads everything it answers until it closes the connection. */
function raw(url: string, request: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('a URL over the header limit gets 431 with the error body and the security headers', async () => {
    const answer = await call(`${stack.gateway.url}/api/stories/${'x'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(errorBodySchema.parse(answer.json())).toMatchObject({ message: 'The request headers are too large' });
  });

  it('a request line that is not HTTP gets 400 with the error body', async () => {
    const text = await raw(stack.gateway.url, 'NOT HTTP AT ALL\r\n\r\n');
    const [head, body] = text.split('\r\n\r\n') as [string, string];
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain('content-type: application/json');
    expect(errorBodySchema.parse(JSON.parse(body))).toMatchObject({ message: 'The request could not be read' });
  });
});
