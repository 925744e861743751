import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Router from '@koa/router';
import pg from 'pg';
import { z } from 'zod';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, generateKeyPair } from 'jose';
import { createLogger, createServiceApp, createTokenVerifier, currentUser, ensureDatabase, parseInput, requireAdmin } from '../../src';
import { createTestGatewayKeys, newRunId, testDatabaseUrl, cleanUpRun } from '../../src/testing';

const runId = newRunId();
const databaseUrl = testDatabaseUrl('kit', runId);
let pool: pg.Pool;
let server: Server;
let base: string;
let keys: Awaited<ReturnType<typeof createTestGatewayKeys>>;

const noteSchema = z.object({ title: z.string().trim().min(1, 'Title is required').max(50), stars: z.number().int().min(1).max(5) });

beforeAll(async () => {
  await ensureDatabase(databaseUrl);
  pool = new pg.Pool({ connectionString: databaseUrl });
  await pool.query('create table notes (id serial primary key, title text not null, stars int not null)');
  keys = await createTestGatewayKeys();
  const router = new Router({ prefix: '/api/notes' });
  router.post('/', async (ctx) => {
    const note = parseInput(noteSchema, ctx.request.body);
    await pool.query('insert into notes (title, stars) values ($1, $2)', [note.title, note.stars]);
    ctx.status = 201;
    ctx.body = note;
  });
  router.get('/me', (ctx) => {
    ctx.body = currentUser(ctx);
  });
  router.get('/admin', requireAdmin, (ctx) => {
    ctx.body = { ok: true };
  });
  router.get('/boom', () => {
    throw new Error('secret internal detail');
  });
  const app = createServiceApp({
    logger: createLogger('kit-test', 'silent'),
    verifyToken: await createTokenVerifier(keys.publicKeyPem),
    routers: [router],
    readiness: { postgres: () => pool.query('select 1'), nats: () => Promise.reject(new Error('down')) },
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.close();
  await pool?.end();
  await cleanUpRun(runId, [databaseUrl]);
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = async (res: Response): Promise<any> => res.json();
const countNotes = async () => Number((await pool.query('select count(*) from notes')).rows[0].count);
const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/notes`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('service app', () => {
  it('writes valid input', async () => {
    const res = await post(JSON.stringify({ title: 'A dragon', stars: 5 }));
    expect(res.status).toBe(201);
    expect(await countNotes()).toBe(1);
  });

  it.each([
    ['missing fields', {}, ['title', 'stars']],
    ['wrong types', { title: 7, stars: 'five' }, ['title', 'stars']],
    ['oversized text', { title: 'x'.repeat(51), stars: 3 }, ['title']],
    ['blank title', { title: '   ', stars: 3 }, ['title']],
  ])('answers 400 with isValidationError and fieldErrors for %s, writing nothing', async (_name, body, fields) => {
    const before = await countNotes();
    const res = await post(JSON.stringify(body));
    expect(res.status).toBe(400);
    const error = await json(res);
    expect(error.isValidationError).toBe(true);
    expect(Object.keys(error.fieldErrors).sort()).toEqual([...fields].sort());
    expect(typeof error.message).toBe('string');
    expect(await countNotes()).toBe(before);
  });

  it.each([
    ['a NUL character', '{"title": "Dra\\u0000gon", "stars": 3}'],
    ['a lone surrogate', '{"title": "Dra\\ud800gon", "stars": 3}'],
  ])('answers text PostgreSQL cannot store (%s) with a 400, writing nothing', async (_name, body) => {
    const before = await countNotes();
    const res = await post(body);
    expect(res.status).toBe(400);
    const error = await json(res);
    expect(error.isValidationError).toBe(true);
    expect(error.fieldErrors).toHaveProperty('title');
    expect(await countNotes()).toBe(before);
  });

  it('answers malformed JSON with a 400 error body', async () => {
    const res = await post('{"title": ');
    expect(res.status).toBe(400);
    expect((await json(res)).isValidationError).toBe(true);
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await post(JSON.stringify({ title: 'x'.repeat(200_000), stars: 1 }));
    expect(res.status).toBe(413);
    expect(typeof (await json(res)).message).toBe('string');
  });

  it('hides internal errors behind a generic 500 message with the request id', async () => {
    const res = await fetch(`${base}/api/notes/boom`, { headers: { 'x-request-id': 'req-123' } });
    expect(res.status).toBe(500);
    const body = await json(res);
    expect(body.message).not.toContain('secret');
    expect(body.requestId).toBe('req-123');
    expect(res.headers.get('x-request-id')).toBe('req-123');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const res = await fetch(`${base}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect((await json(res)).message).toBe('Not found');
  });

  it('knows the user from a gateway token and nothing else', async () => {
    const token = await keys.sign({ id: '6f1c1f3e-8a36-4c43-9d6b-7d3a7c1e2f10', username: 'luna_reads' });
    const ok = await fetch(`${base}/api/notes/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(await json(ok)).toMatchObject({ username: 'luna_reads', role: 'user' });

    const forgedHeaders = await fetch(`${base}/api/notes/me`, { headers: { 'x-user-id': 'admin', 'x-user-role': 'admin' } });
    expect(forgedHeaders.status).toBe(401);

    const otherKey = await generateKeyPair('EdDSA');
    const forged = await new SignJWT({ username: 'root', role: 'admin', sid: 'x' })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject('6f1c1f3e-8a36-4c43-9d6b-7d3a7c1e2f10')
      .setIssuer('inkspell-gateway')
      .setAudience('inkspell-services')
      .setExpirationTime('60s')
      .sign(otherKey.privateKey);
    const forgedToken = await fetch(`${base}/api/notes/admin`, { headers: { authorization: `Bearer ${forged}` } });
    expect(forgedToken.status).toBe(401);
  });

  it('lets only admins through requireAdmin', async () => {
    const user = await keys.sign({ id: '6f1c1f3e-8a36-4c43-9d6b-7d3a7c1e2f10', username: 'luna_reads' });
    const admin = await keys.sign({ id: '6f1c1f3e-8a36-4c43-9d6b-7d3a7c1e2f11', username: 'spell_admin', role: 'admin' });
    expect((await fetch(`${base}/api/notes/admin`, { headers: { authorization: `Bearer ${user}` } })).status).toBe(403);
    expect((await fetch(`${base}/api/notes/admin`, { headers: { authorization: `Bearer ${admin}` } })).status).toBe(200);
    expect((await fetch(`${base}/api/notes/admin`)).status).toBe(401);
  });

  it('reports health and names the dependency that is not ready', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await json(ready)).toMatchObject({ checks: { postgres: 'ok', nats: 'down' } });
  });
});
