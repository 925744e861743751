import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import type { NatsConnection } from 'nats';
import {
  connectNats,
  consumerRedeliveries,
  createLogger,
  ensureEventStream,
  openDatabase,
  outbox,
  outboxLag,
  recordEvent,
  startConsumer,
  startOutboxRelay,
  subjectsFor,
  type Database,
  type EventHandler,
  type Subjects,
} from '../../src';
import { cleanUpRun, newRunId, testDatabaseUrl, testNatsPrefix, waitFor } from '../../src/testing';
import * as schema from '../fixtures/outbox-db/schema';

const runId = newRunId();
const databaseUrl = testDatabaseUrl('kitevents', runId);
const logger = createLogger('kit-events-test', 'silent');
// drizzle-kit generated these from the kit's outbox schema (plus the test's grants table): the services' DDL, not hand-written SQL.
const migrationsFolder = fileURLToPath(new URL('../fixtures/outbox-db/migrations', import.meta.url));
let database: Database<typeof schema>;
let nc: NatsConnection;

beforeAll(async () => {
  database = await openDatabase({ url: databaseUrl, schema, migrationsFolder });
  nc = await connectNats('nats://127.0.0.1:4222', 'kit-events-test');
});

afterAll(async () => {
  await nc?.close();
  await database?.pool.end();
  await cleanUpRun(runId, [databaseUrl]);
});

/** A stream of the test's own, so its durable consumer sees only the events that test recorded, in any test order. */
async function ownStream(label: string): Promise<Subjects> {
  const subjects = subjectsFor(testNatsPrefix(`${runId}.${label}`));
  await ensureEventStream(nc, subjects);
  return subjects;
}

const grantsFor = async (userId: string) =>
  (await database.db.select({ n: count() }).from(schema.grants).where(eq(schema.grants.userId, userId)))[0]!.n;

/** The effect under test: one welcome grant per registration event. */
const grant: EventHandler<'inkspell.user.registered'> = async (event, tx) => {
  await tx.insert(schema.grants).values({ userId: event.data.userId, eventId: event.id });
};

const grantOnRegistration = (
  subjects: Subjects,
  durable: string,
  options: {
    connection?: NatsConnection;
    afterCommit?: () => void;
    handle?: EventHandler<'inkspell.user.registered'>;
    retryDelayMs?: number;
  } = {},
) =>
  startConsumer({
    nc: options.connection ?? nc,
    db: database.db,
    subjects,
    logger,
    durable,
    subject: 'inkspell.user.registered',
    ackWaitMs: 1000,
    retryDelayMs: options.retryDelayMs,
    handle: options.handle ?? grant,
    afterCommit: options.afterCommit,
  });

/** A relay that only publishes when the test says (relayOnce), once the pass every relay starts with is over. */
async function relayTo(subjects: Subjects) {
  const relay = startOutboxRelay({ db: database.db, nc, subjects, logger, pollMs: 60_000 });
  await relay.idle();
  return relay;
}

const streamLastSeq = async (subjects: Subjects) => (await (await nc.jetstreamManager()).streams.info(subjects.stream)).state.last_seq;

/** Resolves once the durable consumer has acked every message now in its stream, so every copy was handled. */
async function consumerCaughtUp(subjects: Subjects, durable: string): Promise<void> {
  const jsm = await nc.jetstreamManager();
  const lastSeq = await streamLastSeq(subjects);
  await waitFor(
    async () => {
      const info = await jsm.consumers.info(subjects.stream, durable);
      return info.ack_floor.stream_seq >= lastSeq && info.num_ack_pending === 0;
    },
    { what: `${durable} acked through stream sequence ${lastSeq}` },
  );
}

/** nats_consumer_redeliveries_total of one consumer, as /metrics would show it. */
async function redeliveries(consumer: string): Promise<number> {
  return (await consumerRedeliveries.get()).values.find((v) => v.labels.consumer === consumer)?.value ?? 0;
}

/** How many publications outbox_lag_seconds has timed for inkspell.user.registered. */
async function lagCount(): Promise<number> {
  const { values } = await outboxLag.get();
  return values.find((v) => v.metricName === 'outbox_lag_seconds_count' && v.labels.subject === 'inkspell.user.registered')?.value ?? 0;
}

async function registerUser(userId: string): Promise<string> {
  const event = await database.db.transaction((tx) => recordEvent(tx, 'inkspell.user.registered', { userId, username: 'luna_reads' }));
  return event.id;
}

describe('outbox relay and idempotent consumer', () => {
  it('does not publish an event whose transaction rolled back', async () => {
    const userId = randomUUID();
    await database.db
      .transaction(async (tx) => {
        await recordEvent(tx, 'inkspell.user.registered', { userId, username: 'ghost_user' });
        throw new Error('business change failed');
      })
      .catch(() => undefined);
    const rows = await database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.envelope}->'data'->>'userId' = ${userId}`);
    expect(rows).toEqual([]);
  });

  it('applies an event once when the relay publishes it twice', async () => {
    const subjects = await ownStream('twice');
    const consumer = await grantOnRegistration(subjects, 'grants-twice');
    const relay = await relayTo(subjects);
    const userId = randomUUID();
    const eventId = await registerUser(userId);
    expect(await relay.relayOnce()).toBe(1);

    // The relay crashed after publishing but before marking the row: the next pass publishes it again,
    // and JetStream drops that copy as a duplicate of the same Nats-Msg-Id.
    await database.db.update(outbox).set({ publishedAt: null }).where(eq(outbox.id, eventId));
    expect(await relay.relayOnce()).toBe(1);
    expect(await streamLastSeq(subjects)).toBe(1);
    // And a copy that slipped past JetStream's duplicate window (a new message id) reaches the consumer too.
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, eventId));
    await nc.jetstream().publish(subjects.of('inkspell.user.registered'), JSON.stringify(row!.envelope), { msgID: randomUUID() });
    expect(await streamLastSeq(subjects)).toBe(2);

    // Both copies handled and acked: only now does "still one grant" prove the second copy was skipped.
    await consumerCaughtUp(subjects, 'grants-twice');
    expect(await grantsFor(userId)).toBe(1);
    await relay.stop();
    await consumer.stop();
  });

  it('applies an event once when the consumer dies after committing and before acking', async () => {
    const subjects = await ownStream('crash');
    const durable = 'grants-crash';
    const doomed = await connectNats('nats://127.0.0.1:4222', 'doomed-consumer');
    // The first instance dies right after its transaction commits: the effect is there, the ack never goes out.
    const first = await grantOnRegistration(subjects, durable, {
      connection: doomed,
      afterCommit: () => {
        throw new Error('process killed before ack');
      },
    });
    const relay = await relayTo(subjects);
    const userId = randomUUID();
    await registerUser(userId);
    await relay.relayOnce();
    await waitFor(async () => (await grantsFor(userId)) === 1, { what: 'the first instance granted' });
    await first.stop();
    await doomed.close();

    // A new instance of the same durable consumer gets the unacked message after ack_wait and skips it.
    const second = await grantOnRegistration(subjects, durable);
    await consumerCaughtUp(subjects, durable);
    expect(await grantsFor(userId)).toBe(1);
    // Proof that the first ack really was lost: the one message in the stream was delivered more than once.
    const info = await (await nc.jetstreamManager()).consumers.info(subjects.stream, durable);
    expect(await streamLastSeq(subjects)).toBe(1);
    expect(info.delivered.consumer_seq).toBeGreaterThan(1);
    await second.stop();
    await relay.stop();
  });

  it('retries an event whose handler failed, without a partial effect', async () => {
    const subjects = await ownStream('retry');
    let attempts = 0;
    const consumer = await grantOnRegistration(subjects, 'grants-retry', {
      retryDelayMs: 100,
      handle: async (event, tx) => {
        await grant(event, tx);
        attempts += 1;
        if (attempts === 1) throw new Error('database hiccup after the insert');
      },
    });
    const relay = await relayTo(subjects);
    const userId = randomUUID();
    const lagCountBefore = await lagCount();
    await registerUser(userId);
    await relay.relayOnce();
    await consumerCaughtUp(subjects, 'grants-retry');
    expect(attempts).toBe(2);
    expect(await grantsFor(userId)).toBe(1);
    // The second delivery shows in the metrics, and the publication's wait in the outbox lag.
    expect(await redeliveries('grants-retry')).toBe(1);
    expect(await lagCount()).toBe(lagCountBefore + 1);
    await consumer.stop();
    await relay.stop();
  });
});
