import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createServiceApp, createTokenVerifier } from '../../src';
import { createTestGatewayKeys } from '../../src/testing';

/*
 * /metrics on a service's own port: latency by route pattern and status (never the raw path, which would
 * make a series per story), in Prometheus text format.
 */

let server: Server;
let base: string;

beforeAll(async () => {
  const keys = await createTestGatewayKeys();
  const router = new Router({ prefix: '/api/things' });
  router.get('/:id', (ctx) => {
    ctx.body = { id: ctx.params.id };
  });
  router.get('/broken/now', () => {
    throw new Error('broken');
  });
  const app = createServiceApp({
    logger: createLogger('kit-metrics-test', 'silent'),
    verifyToken: await createTokenVerifier(keys.publicKeyPem),
    routers: [router],
    readiness: {},
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** The value of one sample line of the exposition, or undefined when there is none. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`) || l.startsWith(`${name}{${labels},`));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('GET /metrics', () => {
  it('counts answers by route pattern and status, whatever the path', async () => {
    // The counters are process-wide (prom-client's registry) and other files in this worker add to them: count from here.
    const before = await (await fetch(`${base}/metrics`)).text();
    for (const id of ['a', 'b', 'c']) expect((await fetch(`${base}/api/things/${id}`)).status).toBe(200);
    expect((await fetch(`${base}/api/things/broken/now`)).status).toBe(500);
    expect((await fetch(`${base}/nowhere`)).status).toBe(404);

    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const count = (labels: string) =>
      (sample(text, 'http_request_duration_seconds_count', labels) ?? 0) -
      (sample(before, 'http_request_duration_seconds_count', labels) ?? 0);
    expect(count('method="GET",route="/api/things/:id",status="200"')).toBe(3);
    expect(count('method="GET",route="/api/things/broken/now",status="500"')).toBe(1);
    expect(count('method="GET",route="unmatched",status="404"')).toBe(1);
    // A histogram with buckets, and no series naming a raw id.
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/things\/:id",status="200"\} \d/);
    expect(text).not.toMatch(/route="\/api\/things\/a"/);
  });
});
