import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, createServiceApp, createTokenVerifier, openDatabase, type Database } from '../../src';
import { isDependencyOutage } from '../../src/http/dependency-outage';
import { cleanUpRun, createTestGatewayKeys, newRunId, testDatabaseUrl, waitFor } from '../../src/testing';
import { fileURLToPath } from 'node:url';
import * as schema from '../fixtures/outbox-db/schema';

const runId = newRunId();
const databaseUrl = testDatabaseUrl('kitoutage', runId);
const migrationsFolder = fileURLToPath(new URL('../fixtures/outbox-db/migrations', import.meta.url));
/** A database nobody listens for: every query is refused at connect. */
const downUrl = 'postgres://postgres@127.0.0.1:1/nowhere';
let database: Database<typeof schema>;
let admin: pg.Client;

beforeAll(async () => {
  database = await openDatabase({ url: databaseUrl, schema, migrationsFolder });
  admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
});

afterAll(async () => {
  await admin?.end();
  await database?.pool.end();
  await cleanUpRun(runId, [databaseUrl]);
});

/** Ends every other connection to the test database, as a server restart or failover would. */
const terminateOthers = () =>
  admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');

describe('dependency outages are told apart from bugs', () => {
  it('a bug or a bad query is not', async () => {
    const err = await database.db.execute(sql`select * from no_such_table`).catch((e: unknown) => e);
    expect(isDependencyOutage(err)).toBe(false);
    expect(isDependencyOutage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });

  it('a refused PostgreSQL, seen through drizzle, is an outage', async () => {
    const pool = new pg.Pool({ connectionString: downUrl });
    const err = await drizzle(pool)
      .execute(sql`select 1`)
      .catch((e: unknown) => e);
    await pool.end();
    expect(isDependencyOutage(err)).toBe(true);
  });

  it('a query whose connection the server ends (57P01) is an outage', async () => {
    const client = await database.pool.connect();
    const running = client.query('select pg_sleep(5)').catch((e: unknown) => e);
    await waitFor(async () => (await admin.query("select 1 from pg_stat_activity where query like 'select pg_sleep%'")).rowCount! > 0, {
      what: 'the sleeping query',
    });
    await terminateOthers();
    const err = await running;
    client.release(true);
    expect(isDependencyOutage(err)).toBe(true);
  });

  it("Redis giving up on a command (ioredis's MaxRetriesPerRequestError) is an outage", () => {
    const err = Object.assign(new Error('Reached the max retries per request limit (which is 2).'), { name: 'MaxRetriesPerRequestError' });
    expect(isDependencyOutage(err)).toBe(true);
  });

  it('an idle pooled connection dropped by the server does not end the process, and the next query reconnects', async () => {
    await database.db.execute(sql`select 1`);
    expect(database.pool.idleCount).toBeGreaterThan(0);
    await terminateOthers();
    await waitFor(() => database.pool.idleCount === 0, { what: 'the pool to drop its dead client' });
    const [row] = (await database.db.execute<{ one: number }>(sql`select 1 as one`)).rows;
    expect(row?.one).toBe(1);
  });

  // Without a listener on the checked-out client, its 'error' ended the process (an uncaught exception here).
  it('a connection lost in the middle of a transaction fails that transaction, not the process, and the pool goes on', async () => {
    const others = async () =>
      Number(
        (await admin.query('select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()'))
          .rows[0].n,
      );
    const err = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await terminateOthers();
        await waitFor(async () => (await others()) === 0, { what: 'the server to end the transaction’s connection' });
        await tx.execute(sql`select 1`);
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    const [row] = (await database.db.execute<{ one: number }>(sql`select 1 as one`)).rows;
    expect(row?.one).toBe(1);
  });
});

describe('the error middleware answers an outage with 503 and the error body', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const keys = await createTestGatewayKeys();
    const pool = new pg.Pool({ connectionString: downUrl });
    const router = new Router({ prefix: '/api/things' });
    router.get('/', async (ctx) => {
      ctx.body = (await drizzle(pool).execute(sql`select 1`)).rows;
    });
    const app = createServiceApp({
      logger: createLogger('kit-outage-test', 'silent'),
      verifyToken: await createTokenVerifier(keys.publicKeyPem),
      routers: [router],
      readiness: {},
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return async () => {
      await new Promise((r) => server.close(r));
      await pool.end();
    };
  });

  it('PostgreSQL refused → 503 with the unavailable message, not a 500', async () => {
    const res = await fetch(`${base}/api/things`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      code: 'unavailable',
      message: 'This part of Inkspell is taking a short nap. Please try again in a moment.',
    });
  });
});
