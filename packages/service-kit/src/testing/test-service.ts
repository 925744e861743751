import type { AddressInfo } from 'node:net';
import type { NatsConnection, StoredMsg } from 'nats';
import pg from 'pg';
import type { z } from 'zod';
import type { EventEnvelope, EventSubject } from '@inkspell/contracts';
import type { BaseServiceEnv } from '../env';
import type { Subjects } from '../events/nats';
import { createLogger } from '../logger';
import { openInfrastructure, type Infrastructure } from '../platform';
import type { ServiceParts } from '../start-service';
import { createTestGatewayKeys } from './gateway-tokens';
import { cleanUpRun, newRunId, testDatabaseUrl, testNatsPrefix } from './test-run';
import { waitFor } from './wait-for';

/** What a test run owns: its id, its database, its NATS prefix and the gateway keys its tokens are signed with. */
export interface TestRun {
  runId: string;
  databaseUrl: string;
  natsPrefix: string;
  keys: Awaited<ReturnType<typeof createTestGatewayKeys>>;
}

/**
 * A service started as startService starts it (its environment parsed, its database created and migrated,
 * NATS, the event stream, the outbox relay, the token verifier) but under this run's own database, NATS
 * prefix and gateway key, with a silent logger, on a free port. Pass the service's own definition (the
 * object its main.ts starts), so the tests run main's wiring; `env` sets variables for the run. close()
 * stops the parts as a shutdown does and drops the run's database and stream.
 */
export async function startTestService<
  E extends z.ZodType<BaseServiceEnv>,
  S extends Record<string, unknown>,
  P extends ServiceParts,
>(options: {
  service: string;
  envSchema: E;
  schema: S;
  migrationsFolder: string;
  build: (infra: Infrastructure<S>, env: z.infer<E>) => Promise<P> | P;
  env?: (run: TestRun) => Record<string, string | number>;
  natsUrl?: string;
  /** Another run's NATS prefix, so services started for one test hear each other's commands and events (that run drops the stream). */
  natsPrefix?: string;
  /** Another run's gateway keys, so one token (one gateway) is accepted by several services started for a test. */
  keys?: TestRun['keys'];
  /** Another instance of a service already started for this test: its run's database, NATS prefix and keys (that run drops them). */
  instanceOf?: TestRun;
}) {
  const runId = options.instanceOf?.runId ?? newRunId();
  const run: TestRun = options.instanceOf ?? {
    runId,
    databaseUrl: testDatabaseUrl(options.service, runId),
    natsPrefix: options.natsPrefix ?? testNatsPrefix(runId),
    keys: options.keys ?? (await createTestGatewayKeys()),
  };
  const natsUrl = options.natsUrl ?? 'nats://127.0.0.1:4222';
  const env = options.envSchema.parse({
    NODE_ENV: 'test',
    NATS_URL: natsUrl,
    NATS_PREFIX: run.natsPrefix,
    GATEWAY_JWT_PUBLIC_KEY: run.keys.publicKeyPem,
    ...options.env?.(run),
  });
  const infra = await openInfrastructure({
    service: options.service,
    databaseUrl: run.databaseUrl,
    schema: options.schema,
    migrationsFolder: options.migrationsFolder,
    natsUrl,
    natsPrefix: run.natsPrefix,
    gatewayPublicKey: run.keys.publicKeyPem,
    logger: createLogger(options.service, 'silent'),
  });
  const stopInfra = async () => {
    for (const step of infra.shutdown) await step();
    if (options.instanceOf) return;
    await untilDisconnected(run.databaseUrl);
    await cleanUpRun(runId, [run.databaseUrl], natsUrl);
  };
  const parts = await Promise.resolve(options.build(infra, env)).catch(async (err: unknown) => {
    await stopInfra();
    throw err;
  });
  const server = parts.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    ...parts,
    env,
    infra,
    run,
    baseUrl,
    /** One JSON request, optionally as a signed-in user (a token signed as the gateway would). */
    async request(
      path: string,
      init: { method?: string; body?: unknown; user?: { id: string; username: string; role?: 'user' | 'admin' } } = {},
    ) {
      const token = init.user ? await run.keys.sign(init.user) : undefined;
      const res = await fetch(`${baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await res.text();
      return {
        status: res.status,
        headers: res.headers,
        body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> | undefined,
      };
    },
    /** Stops as the service's shutdown does (consumers, commands, relay, NATS, pool), then drops the run's database and stream. */
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      // Test clients keep connections alive; nothing is in flight once a suite is done.
      server.closeAllConnections();
      await closed;
      for (const consumer of parts.consumers ?? []) await consumer.stop();
      for (const server of parts.commands ?? []) await server.drain();
      await stopInfra();
    },
  };
}
export type TestService = Awaited<ReturnType<typeof startTestService>>;

/**
 * pg's pool.end() resolves before its sockets have closed; dropping the database (WITH FORCE) while they
 * close would kill them mid-goodbye and surface as an unhandled FATAL error. Wait until they are gone.
 */
async function untilDisconnected(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await waitFor(
      async () => {
        const res = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        return res.rows[0]?.n === 0;
      },
      { what: `every connection to ${name} closed`, timeoutMs: 5000 },
    ).catch(() => undefined); // The forced drop ends whatever is left.
  } finally {
    await admin.end();
  }
}

/**
 * What JetStream holds for a catalogue subject under a run's prefix, oldest first, read straight from the
 * stream (no consumer): each envelope with the Nats-Msg-Id it was published under.
 */
export async function publishedEvents(
  nats: { nc: NatsConnection; subjects: Subjects },
  subject: EventSubject,
): Promise<{ msgId: string | undefined; envelope: EventEnvelope<Record<string, unknown>> }[]> {
  const jsm = await nats.nc.jetstreamManager();
  const { state } = await jsm.streams.info(nats.subjects.stream);
  const found: StoredMsg[] = [];
  for (let seq = state.first_seq; seq > 0 && seq <= state.last_seq; seq += 1) {
    const msg = await jsm.streams.getMessage(nats.subjects.stream, { seq }).catch(() => undefined);
    if (msg?.subject === nats.subjects.of(subject)) found.push(msg);
  }
  return found.map((msg) => ({ msgId: msg.header?.get('Nats-Msg-Id'), envelope: msg.json() }));
}
