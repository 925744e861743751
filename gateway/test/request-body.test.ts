import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Echo } from './fixtures/echo-upstream';
import { startStack, type Stack } from './fixtures/stack';

/*
 * A body the gateway does not pass on in full (the service refused it before reading it, or a policy answered first)
 * must not strand the client's kept-alive connection: the next request on it is answered, not reset seconds later.
 */

interface Answer {
  status: number;
  text: string;
  /** The client's end of the connection that carried it: the same port, the same connection. */
  port: number | undefined;
}

/** One request through `agent`, read whole. */
function send(agent: http.Agent, url: string, options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: Buffer } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent }, (res) => {
      const port = res.socket.localPort;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, port }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

// More than loopback's socket buffers hold, so the gateway is still forwarding the body when the service refuses it.
const hugeBody = Buffer.alloc(32 * 1024 * 1024, '{');

const engines: [string, Record<string, string>][] = [
  ['the fast path', {}],
  ['the express path', { GATEWAY_FAST_PATH: 'false' }],
];

describe.each(engines)('a request body left unread, through %s', (_, engineEnv) => {
  let stack: Stack;
  let agent: http.Agent;
  beforeAll(async () => {
    stack = await startStack(engineEnv);
  });
  afterAll(async () => {
    agent?.destroy();
    await stack?.stop();
  });

  /** A keep-alive client of one socket, as a browser or fetch reuses its connection. */
  const oneSocket = () => (agent = new http.Agent({ keepAlive: true, maxSockets: 1 }));

  it('still lets the next request on the connection through after a service refused the body before reading it', async () => {
    const client = oneSocket();
    const refused = await send(client, `${stack.gateway.url}/api/stories?limit=1000`, {
      method: 'POST',
      headers: { origin: 'http://localhost:8080', 'content-type': 'application/json', 'content-length': hugeBody.length },
      body: hugeBody,
    });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.text)).toEqual({ message: 'Request body too large' });

    const next = await send(client, `${stack.gateway.url}/api/stories/mine`);
    expect(next.port).toBe(refused.port);
    expect(next.status).toBe(200);
    expect(JSON.parse(next.text)).toMatchObject<Partial<Echo>>({ upstream: 'stories', url: '/api/stories/mine' });
  });
});
