import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/api-client';
import { hasConnection } from '../src/api/connection';

/** A real server that answers 503 to everything: an answer, even a failed one, means the server is reachable. */
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"message":"napping"}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('whether the device can reach Inkspell (issue #27)', () => {
  it('is lost when a request cannot reach the server, and back with the next answer of any status', async () => {
    const closedPort = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
    await expect(closedPort.get('/api/stories')).rejects.toMatchObject({ status: 0 });
    expect(hasConnection()).toBe(false);

    await expect(createApiClient({ baseUrl: url }).get('/api/stories')).rejects.toMatchObject({ status: 503 });
    expect(hasConnection()).toBe(true);
  });
});
