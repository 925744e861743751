import { Redis } from 'ioredis';
import { cleanUpRun, newRunId, testNatsPrefix } from '@inkspell/service-kit/testing';
import { areas, portVar } from '@inkspell/contracts/areas';
import { databaseUrlFor, platformEnvSchema, platformParts, type PlatformEnv } from './config';
import { freePort } from './free-port';

/** A whole platform of its own for one test run: fresh ports, databases, NATS subjects and Redis keys. */
export async function testPlatformEnv(): Promise<{ runId: string; env: PlatformEnv }> {
  const runId = newRunId();
  const ports = await Promise.all(platformParts().map(async (part) => [portVar(part.name), await freePort()] as const));
  const env = platformEnvSchema.parse({
    ...Object.fromEntries(ports),
    GATEWAY_METRICS_PORT: await freePort(),
    DATABASE_SUFFIX: runId,
    NATS_PREFIX: testNatsPrefix(runId),
    REDIS_PREFIX: `inkspell-${runId}:`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  return { runId, env };
}

/** Removes everything a test platform created. */
export async function cleanUpTestPlatform(runId: string, env: PlatformEnv): Promise<void> {
  await cleanUpRun(
    runId,
    areas.map((area) => databaseUrlFor(env, area.service)),
    env.NATS_URL,
  );
  const redis = new Redis(env.REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${env.REDIS_PREFIX}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
