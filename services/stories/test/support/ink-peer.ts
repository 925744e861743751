import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { createLogger, openInfrastructure } from '@inkspell/service-kit';
import { cleanUpRun, createTestGatewayKeys, newRunId, testDatabaseUrl, waitFor } from '@inkspell/service-kit/testing';
import { serveCommands } from '../../../ink/src/commands/subscriptions';
import { auditLedger } from '../../../ink/src/db/ledger-audit';
import * as inkSchema from '../../../ink/src/db/schema';
import { buildDeps } from '../../../ink/src/deps';
import { creditRefund } from '../../../ink/src/domain/use-cases/grants';
import { getBalance } from '../../../ink/src/domain/use-cases/wallet';
import { inkEnv } from '../../../ink/src/env';
import { startConsumers } from '../../../ink/src/events/subscriptions';

/**
 * The real ink service, in-process, on the stories run's NATS prefix and its own database: it answers
 * ink.hold.create and consumes story.generated / generation-failed / narration-failed / referral.completed,
 * so the tests watch real ink move. No HTTP: stories only talks to ink over NATS.
 */
export async function startInkPeer(natsPrefix: string, natsUrl = 'nats://127.0.0.1:4222') {
  const runId = newRunId();
  const databaseUrl = testDatabaseUrl('ink', runId);
  const keys = await createTestGatewayKeys();
  const env = inkEnv.parse({
    NODE_ENV: 'test',
    GATEWAY_JWT_PUBLIC_KEY: keys.publicKeyPem,
    INK_DATABASE_URL: databaseUrl,
    NATS_URL: natsUrl,
    NATS_PREFIX: natsPrefix,
  });
  const infra = await openInfrastructure({
    service: 'ink',
    databaseUrl,
    schema: inkSchema,
    migrationsFolder: fileURLToPath(new URL('../../../ink/src/db/migrations', import.meta.url)),
    natsUrl,
    natsPrefix,
    gatewayPublicKey: keys.publicKeyPem,
    logger: createLogger('ink-peer-test', 'silent'),
  });
  const deps = buildDeps(env, infra);
  const commands = serveCommands(deps);
  const consumers = await startConsumers(deps);
  return {
    deps,
    /** The user's balance as the ink service keeps it (a wallet opens with the welcome ink on first sight). */
    balanceOf: (userId: string) => getBalance(deps.ledger, userId),
    /** Sets a user's balance to `balance` on top of the welcome ink, as an approved refund would. */
    async fund(userId: string, amount: number) {
      await creditRefund(deps.ledger, { refundRequestId: randomUUID(), userId, inkAmount: amount, itemTitle: 'test funds' });
    },
    /** The ledger's invariants (every movement balanced, balances equal to their entries). */
    audit: () => auditLedger(deps.db, { now: new Date(), sweepSeconds: env.HOLD_SWEEP_SECONDS }),
    async close() {
      for (const consumer of consumers) await consumer.stop();
      for (const sub of commands) await sub.drain();
      for (const step of infra.shutdown) await step();
      // pool.end() resolves before its sockets close; dropping the database under them would raise in pg.
      await untilDisconnected(databaseUrl);
      await cleanUpRun(runId, [databaseUrl], natsUrl);
    },
  };
}
export type InkPeer = Awaited<ReturnType<typeof startInkPeer>>;

/** Waits until no session is connected to the database any more (or gives up after a few seconds). */
async function untilDisconnected(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await waitFor(
      async () =>
        (await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name])).rows[0]?.n === 0,
      { what: `every connection to ${name} closed`, timeoutMs: 5000 },
    ).catch(() => undefined);
  } finally {
    await admin.end();
  }
}
