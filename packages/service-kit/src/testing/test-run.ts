import { randomBytes } from 'node:crypto';
import { dropDatabase } from '../db/database';
import { connectNats } from '../events/nats';

/** A short id that names one test run's databases, NATS subjects and Redis keys. */
export function newRunId(): string {
  return `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export function testDatabaseUrl(service: string, runId: string): string {
  const base = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(base);
  url.pathname = `/inkspell_${service}_${runId}`;
  return url.toString();
}

export function testNatsPrefix(runId: string): string {
  return `${runId}.`;
}

/** Removes what a run created: its databases and its JetStream stream. */
export async function cleanUpRun(runId: string, databaseUrls: string[], natsUrl = 'nats://127.0.0.1:4222'): Promise<void> {
  for (const url of databaseUrls) await dropDatabase(url);
  const nc = await connectNats(natsUrl, 'test-cleanup');
  const jsm = await nc.jetstreamManager();
  for await (const stream of jsm.streams.list()) {
    if (stream.config.name.startsWith(runId.toUpperCase())) await jsm.streams.delete(stream.config.name);
  }
  await nc.close();
}
