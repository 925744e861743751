import type { Server } from 'node:http';
import type { Pool } from 'pg';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { CommandRequest, CommandSubject, EventData, EventSubject } from '@inkspell/contracts';
import { connectNats, createLogger, openInfrastructure, sendCommand } from '@inkspell/service-kit';
import { cleanUpRun, createTestGatewayKeys, newRunId, testDatabaseUrl, testNatsPrefix, waitFor } from '@inkspell/service-kit/testing';
import { startAccountsPeer } from '@inkspell/accounts-service/testing';
import { createApp } from '../../src/app';
import { serveCommands } from '../../src/commands/subscriptions';
import { auditLedger } from '../../src/db/ledger-audit';
import { creditRefund } from '../../src/domain/grants';
import * as schema from '../../src/db/schema';
import { buildDeps } from '../../src/deps';
import { inkEnv } from '../../src/env';
import { startConsumers } from '../../src/events/subscriptions';
import { startFakeStripe, type FakeStripe } from './fake-stripe';

/** Every table a movement, a hold or a purchase writes. */
const ledgerTables = ['ledger_accounts', 'ledger_transactions', 'ledger_entries', 'holds', 'demo_payment_intents', 'outbox'];

/**
 * The ink service on real PostgreSQL and NATS under this run's own names, wired by the same buildDeps as
 * main: its HTTP app, its command handlers and its event consumers. With `stripe`, payments go to a local
 * stand-in of Stripe's API; without, the demo provider takes them.
 */
export async function startInk(options: { stripe?: boolean; env?: Record<string, string>; withAccountsPeer?: boolean } = {}) {
  const runId = newRunId();
  const databaseUrl = testDatabaseUrl('ink', runId);
  const keys = await createTestGatewayKeys();
  const stripe: FakeStripe | undefined = options.stripe ? await startFakeStripe() : undefined;
  const env = inkEnv.parse({
    GATEWAY_JWT_PUBLIC_KEY: keys.publicKeyPem,
    INK_DATABASE_URL: databaseUrl,
    NATS_PREFIX: testNatsPrefix(runId),
    ...(stripe ? { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url } : {}),
    ...options.env,
  });
  const logger = createLogger('ink-test', 'silent');
  const infra = await openInfrastructure({
    service: 'ink',
    databaseUrl,
    schema,
    migrationsFolder: fileURLToPath(new URL('../../src/db/migrations', import.meta.url)),
    natsUrl: env.NATS_URL,
    natsPrefix: env.NATS_PREFIX,
    gatewayPublicKey: keys.publicKeyPem,
    logger,
  });
  let clockOffsetMs = 0;
  const clock = { now: () => new Date(Date.now() + clockOffsetMs) };
  const deps = buildDeps(env, infra, { clock });
  const commands = serveCommands(deps);
  const consumers = await startConsumers(deps);
  // Accounts answers the parent's gate before a purchase (ADR 0019). A caller that runs the real accounts service on
  // this prefix says so: two accounts answering one subject would split its commands between two databases.
  const accounts = options.withAccountsPeer === false ? undefined : await startAccountsPeer(env.NATS_PREFIX, env.NATS_URL);
  const server: Server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Other services' side of NATS: their own connection.
  const peer = await connectNats(env.NATS_URL, 'ink-test-peer');
  const js = peer.jetstream();

  const request = async (
    method: string,
    path: string,
    options: { userId?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const token = options.userId ? await keys.sign({ id: options.userId, username: `user_${options.userId.slice(0, 8)}` }) : undefined;
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const body: any = text ? JSON.parse(text) : undefined;
    return { status: res.status, body, headers: res.headers };
  };

  return {
    deps,
    env,
    get accounts() {
      if (!accounts) throw new Error('this ink harness was started without the accounts peer');
      return accounts;
    },
    stripe,
    databaseUrl,
    request,
    /** A signed-in browser of `userId`, as the gateway forwards it. */
    as: (userId: string) => ({
      get: (path: string) => request('GET', path, { userId }),
      post: (path: string, body: unknown = {}, headers?: Record<string, string>) =>
        request('POST', path, { userId, body, ...(headers ? { headers } : {}) }),
    }),
    /** Stripe's webhook delivery: the exact body bytes and the signature header. */
    deliverWebhook: (body: string, signature: string | undefined) =>
      request('POST', '/api/ink/stripe-webhook', { body, headers: signature ? { 'stripe-signature': signature } : {} }),
    /** A command as another service sends it. */
    send: <S extends CommandSubject>(subject: S, payload: CommandRequest<S>) =>
      sendCommand(peer, infra.subjects, subject, payload, { timeoutMs: 10_000 }),
    /** A command payload sent as it is, unchecked on the sending side: how the service answers whatever arrives. */
    async sendRaw(subject: CommandSubject, payload: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
      const reply = (await peer.request(infra.subjects.of(subject), JSON.stringify(payload), { timeout: 10_000 })).json<
        { ok: true; data: Record<string, unknown> } | { ok: false; status: number; error: Record<string, unknown> }
      >();
      return reply.ok ? { status: 200, body: reply.data } : { status: reply.status, body: reply.error };
    },
    /** An event as another service's outbox relay publishes it. */
    async publish<S extends EventSubject>(subject: S, data: EventData<S>, id: string = randomUUID()): Promise<string> {
      const envelope = { id, type: subject, occurredAt: new Date().toISOString(), data };
      await js.publish(infra.subjects.of(subject), JSON.stringify(envelope), { msgID: id });
      return id;
    },
    /** Resolves once `durable` has acknowledged everything now in the stream (so every copy was handled). */
    async caughtUp(durable: string): Promise<void> {
      const jsm = await peer.jetstreamManager();
      const lastSeq = (await jsm.streams.info(infra.subjects.stream)).state.last_seq;
      await waitFor(
        async () => {
          const info = await jsm.consumers.info(infra.subjects.stream, durable);
          return info.ack_floor.stream_seq >= lastSeq && info.num_ack_pending === 0 && info.num_pending === 0;
        },
        // A deadline, not a pause: a held-back event comes again a second after each refusal, and on a loaded
        // machine (the reliability suite beside the unit tests) several rounds of that took past 10 s.
        { what: `${durable} acknowledged through stream sequence ${lastSeq}`, timeoutMs: 30_000 },
      );
    },
    /** Gives a user ink on top of the 5 welcome ink (as an approved refund), so a test starts from a known balance. */
    async fund(userId: string, amount: number): Promise<void> {
      await creditRefund(deps.ports.ledger, { refundRequestId: randomUUID(), userId, inkAmount: amount, itemTitle: 'test funds' });
    },
    /** Resolves once `durable` has been handed a message again after not acknowledging it (the handler asked to retry). */
    async redelivered(durable: string): Promise<void> {
      const jsm = await peer.jetstreamManager();
      await waitFor(async () => (await jsm.consumers.info(infra.subjects.stream, durable)).num_redelivered > 0, {
        what: `${durable} redelivered a message`,
      });
    },
    async balanceOf(userId: string): Promise<number | null> {
      const res = await deps.db.execute(sql`select balance from ledger_accounts where user_id = ${userId}`);
      return (res.rows[0] as { balance: number } | undefined)?.balance ?? null;
    },
    /** A fingerprint of every ledger table: equal before and after means no ink moved and nothing was written. */
    async fingerprint(): Promise<string> {
      const parts = await Promise.all(
        ledgerTables.map(async (table) => {
          const res = await deps.db.execute(
            sql.raw(`select coalesce(md5(string_agg(x::text, '|' order by x::text)), '-') as f from ${table} x`),
          );
          return `${table}:${(res.rows[0] as { f: string }).f}`;
        }),
      );
      return parts.join(',');
    },
    audit: () => auditLedger(deps.db, { now: clock.now(), sweepSeconds: env.HOLD_SWEEP_SECONDS }),
    /** Moves the service's clock (hold expiry). */
    advanceClock(ms: number) {
      clockOffsetMs += ms;
    },
    async close() {
      server.close();
      await accounts?.close();
      for (const consumer of consumers) await consumer.stop();
      for (const server of commands) await server.drain();
      await peer.drain();
      await infra.relay.stop();
      await infra.nc.drain();
      await endPool(infra.pool);
      await stripe?.close();
      await cleanUpRun(runId, [databaseUrl]);
    },
  };
}
export type InkHarness = Awaited<ReturnType<typeof startInk>>;

/**
 * Ends a pool and waits until every connection is really closed. pg-pool resolves end() once it has asked its
 * clients to end, not when they have; dropping the database right then (WITH FORCE) kills those connections and
 * their clients raise an error nobody listens to.
 */
async function endPool(pool: Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

export const newUserId = () => randomUUID();
