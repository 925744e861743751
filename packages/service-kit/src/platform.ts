import type { NatsConnection } from 'nats';
import { createTokenVerifier, type TokenVerifier } from './auth';
import { openDatabase, type Database } from './db/database';
import type { ReadinessCheck } from './http/health';
import type { ShutdownStep } from './lifecycle';
import { createLogger, type Logger } from './logger';
import { connectNats, ensureEventStream, subjectsFor, type Subjects } from './events/nats';
import { startOutboxRelay, type OutboxRelay } from './events/relay';
import { sql } from 'drizzle-orm';

/** What every service opens at start: its database, NATS, the event stream, the outbox relay, the token verifier. */
export interface Infrastructure<S extends Record<string, unknown>> extends Database<S> {
  logger: Logger;
  nc: NatsConnection;
  subjects: Subjects;
  relay: OutboxRelay;
  verifyToken: TokenVerifier;
  readiness: Record<string, ReadinessCheck>;
  /** Closes everything opened here, in reverse order; extra steps (consumers) run first. */
  shutdown: ShutdownStep[];
}

export async function openInfrastructure<S extends Record<string, unknown>>(options: {
  service: string;
  databaseUrl: string;
  schema: S;
  migrationsFolder: string;
  natsUrl: string;
  natsPrefix: string;
  gatewayPublicKey: string;
  logger?: Logger;
}): Promise<Infrastructure<S>> {
  const logger = options.logger ?? createLogger(options.service);
  const database = await openDatabase({ url: options.databaseUrl, schema: options.schema, migrationsFolder: options.migrationsFolder });
  const nc = await connectNats(options.natsUrl, options.service);
  const subjects = subjectsFor(options.natsPrefix);
  await ensureEventStream(nc, subjects);
  const relay = startOutboxRelay({ db: database.db, nc, subjects, logger });
  const verifyToken = await createTokenVerifier(options.gatewayPublicKey);
  return {
    ...database,
    logger,
    nc,
    subjects,
    relay,
    verifyToken,
    readiness: {
      postgres: () => database.db.execute(sql`select 1`),
      nats: () => nc.flush(),
    },
    shutdown: [() => relay.stop(), () => nc.drain(), () => database.pool.end()],
  };
}
