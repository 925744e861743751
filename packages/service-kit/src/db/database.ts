import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';

/** Anything that can run queries: the database or a transaction inside it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Executor = PgDatabase<any, any, any>;

export interface Database<S extends Record<string, unknown>> {
  pool: pg.Pool;
  db: NodePgDatabase<S>;
}

const duplicateDatabase = '42P04';

/** Creates the service's own database when it does not exist yet (a fresh machine, a new test run). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Database name "${name}" must be lower-case letters, digits and _`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin.query(`create database "${name}"`).catch((err: { code?: string }) => {
        if (err.code !== duplicateDatabase) throw err;
      });
    }
  } finally {
    await admin.end();
  }
}

/** Drops a database (test runs clean up after themselves). */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** Opens the pool, creates the database if needed and applies the committed migrations. */
export async function openDatabase<S extends Record<string, unknown>>(options: {
  url: string;
  schema: S;
  migrationsFolder: string;
  maxConnections?: number;
}): Promise<Database<S>> {
  await ensureDatabase(options.url);
  const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
  // An idle connection the server dropped (restart, failover, pg_terminate_backend) is an 'error' on the pool;
  // unheard, it would end the process. The pool discards that client and the next query connects afresh.
  pool.on('error', () => undefined);
  // A connection lost while checked out (mid-transaction) is an 'error' on the client, which the pool does not hear
  // then; unheard, it ended the whole process (seen in the reliability suite's PostgreSQL cut). Its queries are
  // rejected all the same, and the pool drops the dead client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema: options.schema });
  // Two instances starting together must not apply the same migration twice.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock(hashtext($1))', ['inkspell-migrations']);
    await migrate(db, { migrationsFolder: options.migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock(hashtext($1))', ['inkspell-migrations']).catch(() => undefined);
    lock.release();
  }
  return { pool, db };
}
