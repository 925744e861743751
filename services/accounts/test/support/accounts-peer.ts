import { fileURLToPath } from 'node:url';
import { createLogger, openInfrastructure } from '@inkspell/service-kit';
import { cleanUpRun, createTestGatewayKeys, newRunId, testDatabaseUrl } from '@inkspell/service-kit/testing';
import { serveCommands } from '../../src/commands/subscriptions';
import * as schema from '../../src/db/schema';
import { buildDeps } from '../../src/deps';
import { hashPassword } from '../../src/domain/passwords';
import { accountsEnv } from '../../src/env';

/**
 * The real accounts service's commands, in-process on another service's NATS prefix with its own database and
 * Redis prefix: stories and ink ask it accounts.parent-pin.verify before spending ink or deleting (ADR 0019).
 * No HTTP: a test gives a user a PIN or the review switch with `gate`.
 */
export async function startAccountsPeer(natsPrefix: string, natsUrl = 'nats://127.0.0.1:4222') {
  const runId = newRunId();
  const databaseUrl = testDatabaseUrl('accounts', runId);
  const keys = await createTestGatewayKeys();
  const env = accountsEnv.parse({
    NODE_ENV: 'test',
    GATEWAY_JWT_PUBLIC_KEY: keys.publicKeyPem,
    ACCOUNTS_DATABASE_URL: databaseUrl,
    NATS_URL: natsUrl,
    NATS_PREFIX: natsPrefix,
    REDIS_PREFIX: `inkspell-${runId}:`,
  });
  const infra = await openInfrastructure({
    service: 'accounts',
    databaseUrl,
    schema,
    migrationsFolder: fileURLToPath(new URL('../../src/db/migrations', import.meta.url)),
    natsUrl,
    natsPrefix,
    gatewayPublicKey: keys.publicKeyPem,
    logger: createLogger('accounts-peer-test', 'silent'),
  });
  const deps = buildDeps(env, infra);
  const commands = serveCommands(deps);
  let users = 0;
  return {
    deps,
    /** A user in accounts (the id stories and ink see in the token), with a PIN and the review switch as given. */
    async newUser(gate: { pin?: string; reviewStories?: boolean } = {}): Promise<{ id: string; username: string }> {
      users += 1;
      const inserted = await deps.ports.repos.users.insert({
        username: `parent_${users}_${runId}`,
        email: null,
        passwordHash: 'not-used-here',
        firstName: null,
        lastName: null,
      });
      if ('taken' in inserted) throw new Error('test user name taken');
      await deps.ports.repos.users.update(inserted.id, {
        parentPinHash: gate.pin ? await hashPassword(gate.pin) : null,
        reviewStories: gate.reviewStories ?? false,
      });
      return { id: inserted.id, username: inserted.username };
    },
    async close() {
      for (const sub of commands) await sub.drain();
      const stale = await deps.redis.keys(`${env.REDIS_PREFIX}*`);
      if (stale.length) await deps.redis.del(...stale);
      for (const step of infra.shutdown) await step();
      await cleanUpRun(runId, [databaseUrl], natsUrl);
    },
  };
}
export type AccountsPeer = Awaited<ReturnType<typeof startAccountsPeer>>;
