import { createServer, request, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@inkspell/contracts';
import { answerClientErrors, clientErrorStatus } from '../../src/http/client-errors';

/*
 * Found by the reliability suite's fuzzing: a story id of some 15 kB passes the gateway, whose own headers then push
 * the forwarded request over the service's header limit, and Node answered an empty 431 the gateway passed on.
 */
let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url !== '/slow') return res.end('{}');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{');
    setTimeout(() => res.end('}'), 200);
  });
  answerClientErrors(server, { 'x-extra': 'yes' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(path: string): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

function raw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('requests the HTTP parser refuses answer the error body', () => {
  it('headers over the limit: 431, JSON error body, the extra headers, connection closed', async () => {
    const answer = await get(`/api/stories/${'x'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-extra']).toBe('yes');
    expect(answer.headers.connection).toBe('close');
    expect(errorBodySchema.parse(JSON.parse(answer.text))).toEqual({
      message: 'The request headers are too large',
      code: 'validation_failed',
    });
  });

  it('a request line that is not HTTP: 400 with the error body', async () => {
    const [head, body] = (await raw('NOT HTTP AT ALL\r\n\r\n')).split('\r\n\r\n') as [string, string];
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(errorBodySchema.parse(JSON.parse(body)).message).toBe('The request could not be read');
  });

  it.each(['/a', '/slow'])(
    'never writes a second answer after one under way on the connection (%s, then bytes that are no request)',
    async (path) => {
      // As Node's own handler: with a response in flight, the connection is closed rather than answered twice.
      const text = await raw(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\nNOT HTTP AT ALL\r\n\r\n`);
      expect((text.match(/HTTP\/1\.1 \d{3}/g) ?? []).length).toBeLessThanOrEqual(1);
      expect(text).not.toContain('HTTP/1.1 400');
    },
  );

  it('maps the parser error codes to statuses', () => {
    expect([
      clientErrorStatus('HPE_HEADER_OVERFLOW'),
      clientErrorStatus('ERR_HTTP_REQUEST_TIMEOUT'),
      clientErrorStatus('HPE_INVALID_METHOD'),
    ]).toEqual([431, 408, 400]);
  });
});
