import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createServiceApp, createTokenVerifier } from '../../src';
import { compressThresholdBytes } from '../../src/http/compression';
import { createTestGatewayKeys } from '../../src/testing';

let server: Server;
let port: number;
const bigList = Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Story number ${i} about a brave little dragon` }));

beforeAll(async () => {
  const keys = await createTestGatewayKeys();
  const router = new Router({ prefix: '/api/things' });
  router.get('/big', (ctx) => {
    ctx.body = bigList;
  });
  router.get('/small', (ctx) => {
    ctx.body = { ok: true };
  });
  router.get('/big-missing', (ctx) => {
    ctx.throw(404, 'x'.repeat(compressThresholdBytes * 2));
  });
  const app = createServiceApp({
    logger: createLogger('compression-test', 'silent'),
    verifyToken: await createTokenVerifier(keys.publicKeyPem),
    routers: [router],
    readiness: {},
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => server?.close());

/** A raw GET (fetch would decode the body and hide what crossed the wire). */
function get(
  path: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('JSON compression in every service', () => {
  it('sends a large JSON answer brotli-compressed to a browser that accepts br, and says so', async () => {
    const res = await get('/api/things/big', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    const plain = JSON.stringify(bigList);
    expect(res.body.length).toBeLessThan(plain.length / 4);
    expect(JSON.parse(brotliDecompressSync(res.body).toString('utf8'))).toEqual(bigList);
  });

  it('falls back to gzip for a client without brotli', async () => {
    const res = await get('/api/things/big', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.body).toString('utf8'))).toEqual(bigList);
  });

  it('sends the answer as it is to a client that accepts no encoding', async () => {
    const res = await get('/api/things/big');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toEqual(bigList);
  });

  it('leaves answers under the threshold alone', async () => {
    const res = await get('/api/things/small', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({ ok: true });
  });

  it('compresses a large error body too, keeping its status', async () => {
    const res = await get('/api/things/big-missing', 'br');
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.body).toString('utf8'))).toHaveProperty('message');
  });
});
