import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import type { NatsConnection } from 'nats';
import {
  connectNats,
  createLogger,
  ensureDatabase,
  ensureEventStream,
  recordEvent,
  startConsumer,
  startOutboxRelay,
  subjectsFor,
} from '../../src';
import { cleanUpRun, newRunId, testDatabaseUrl, testNatsPrefix } from '../../src/testing';

const runId = newRunId();
const databaseUrl = testDatabaseUrl('kitevents', runId);
const subjects = subjectsFor(testNatsPrefix(runId));
const logger = createLogger('kit-events-test', 'silent');
let pool: pg.Pool;
let db: ReturnType<typeof drizzle>;
let nc: NatsConnection;

beforeAll(async () => {
  await ensureDatabase(databaseUrl);
  pool = new pg.Pool({ connectionString: databaseUrl });
  db = drizzle(pool);
  await pool.query(`
    create table outbox (id uuid primary key, subject text not null, envelope jsonb not null,
      created_at timestamptz not null default now(), published_at timestamptz);
    create table processed_events (consumer text not null, event_id uuid not null,
      processed_at timestamptz not null default now(), primary key (consumer, event_id));
    create table grants (id serial primary key, user_id uuid not null, event_id uuid not null);`);
  nc = await connectNats('nats://127.0.0.1:4222', 'kit-events-test');
  await ensureEventStream(nc, subjects);
});

afterAll(async () => {
  await nc?.close();
  await pool?.end();
  await cleanUpRun(runId, [databaseUrl]);
});

const grantsFor = async (userId: string) =>
  Number((await pool.query('select count(*) from grants where user_id = $1', [userId])).rows[0].count);

/** The effect under test: one welcome grant per registration event. */
const grantOnRegistration = (durable: string, connection: NatsConnection, afterCommit?: () => void) =>
  startConsumer({
    nc: connection,
    db,
    subjects,
    logger,
    durable,
    subject: 'inkspell.user.registered',
    ackWaitMs: 1000,
    handle: async (event, tx) => {
      await tx.execute(sql`insert into grants (user_id, event_id) values (${event.data.userId}, ${event.id})`);
    },
    afterCommit,
  });

const waitFor = async (check: () => Promise<boolean>, ms = 8000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not met in time');
};

async function registerUser(userId: string): Promise<string> {
  const event = await db.transaction((tx) => recordEvent(tx, 'inkspell.user.registered', { userId, username: 'luna_reads' }));
  return event.id;
}

describe('outbox relay and idempotent consumer', () => {
  it('does not publish an event whose transaction rolled back', async () => {
    const userId = randomUUID();
    await db
      .transaction(async (tx) => {
        await recordEvent(tx, 'inkspell.user.registered', { userId, username: 'ghost_user' });
        throw new Error('business change failed');
      })
      .catch(() => undefined);
    expect(Number((await pool.query(`select count(*) from outbox where envelope->'data'->>'userId' = $1`, [userId])).rows[0].count)).toBe(0);
  });

  it('applies an event once when the relay publishes it twice', async () => {
    const consumer = await grantOnRegistration(`grants-twice-${runId}`, nc);
    const relay = startOutboxRelay({ db, nc, subjects, logger, pollMs: 60_000 });
    const userId = randomUUID();
    const eventId = await registerUser(userId);
    expect(await relay.relayOnce()).toBeGreaterThanOrEqual(1);

    // The relay crashed after publishing but before marking the row: the next pass publishes it again.
    await pool.query('update outbox set published_at = null where id = $1', [eventId]);
    expect(await relay.relayOnce()).toBeGreaterThanOrEqual(1);
    // And a copy that slipped past JetStream's duplicate window (a new message id) reaches the consumer too.
    const envelope = (await pool.query('select envelope from outbox where id = $1', [eventId])).rows[0].envelope;
    await nc.jetstream().publish(subjects.of('inkspell.user.registered'), JSON.stringify(envelope), { msgID: randomUUID() });

    await waitFor(async () => (await grantsFor(userId)) >= 1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await grantsFor(userId)).toBe(1);
    await relay.stop();
    await consumer.stop();
  });

  it('applies an event once when the consumer dies after committing and before acking', async () => {
    const durable = `grants-crash-${runId}`;
    const doomed = await connectNats('nats://127.0.0.1:4222', 'doomed-consumer');
    // The first instance dies right after its transaction commits: the effect is there, the ack never goes out.
    const first = await grantOnRegistration(durable, doomed, () => {
      throw new Error('process killed before ack');
    });
    const relay = startOutboxRelay({ db, nc, subjects, logger, pollMs: 60_000 });
    const userId = randomUUID();
    await registerUser(userId);
    await relay.relayOnce();
    await waitFor(async () => (await grantsFor(userId)) === 1);
    await first.stop();
    await doomed.close();

    // A new instance of the same durable consumer gets the unacked message after ack_wait and skips it.
    const second = await grantOnRegistration(durable, nc);
    await waitFor(async () => {
      const info = await (await nc.jetstreamManager()).consumers.info(subjects.stream, durable);
      return info.num_ack_pending === 0 && info.num_pending === 0;
    });
    expect(await grantsFor(userId)).toBe(1);
    // Proof that the first ack really was lost: the consumer delivered more times than the stream holds messages.
    const jsm = await nc.jetstreamManager();
    const info = await jsm.consumers.info(subjects.stream, durable);
    const stored = (await jsm.streams.info(subjects.stream)).state.messages;
    expect(info.delivered.consumer_seq).toBeGreaterThan(stored);
    await second.stop();
    await relay.stop();
  });

  it('retries an event whose handler failed, without a partial effect', async () => {
    let attempts = 0;
    const consumer = await startConsumer({
      nc,
      db,
      subjects,
      logger,
      durable: `grants-retry-${runId}`,
      subject: 'inkspell.user.registered',
      retryDelayMs: 100,
      handle: async (event, tx) => {
        await tx.execute(sql`insert into grants (user_id, event_id) values (${event.data.userId}, ${event.id})`);
        attempts += 1;
        if (attempts === 1) throw new Error('database hiccup after the insert');
      },
    });
    const relay = startOutboxRelay({ db, nc, subjects, logger, pollMs: 60_000 });
    const userId = randomUUID();
    await registerUser(userId);
    await relay.relayOnce();
    await waitFor(async () => attempts >= 2 && (await grantsFor(userId)) === 1);
    expect(await grantsFor(userId)).toBe(1);
    await consumer.stop();
    await relay.stop();
  });
});
