import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { cleanUpRun, newRunId, testNatsPrefix } from '@inkspell/service-kit/testing';
import { databaseUrlFor, platformEnvSchema, serviceNames, type PlatformEnv } from './config';

/** Asks the kernel for a free port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A whole platform of its own for one test run: fresh ports, databases, NATS subjects and Redis keys. */
export async function testPlatformEnv(): Promise<{ runId: string; env: PlatformEnv }> {
  const runId = newRunId();
  const ports = await Promise.all(Array.from({ length: 10 }, freePort));
  const [gateway, shell, stories, ink, account, admin, accountsSvc, storiesSvc, inkSvc, adminSvc] = ports;
  const env = platformEnvSchema.parse({
    GATEWAY_PORT: gateway,
    SHELL_PORT: shell,
    MF_STORIES_PORT: stories,
    MF_INK_PORT: ink,
    MF_ACCOUNT_PORT: account,
    MF_ADMIN_PORT: admin,
    ACCOUNTS_PORT: accountsSvc,
    STORIES_PORT: storiesSvc,
    INK_PORT: inkSvc,
    ADMIN_PORT: adminSvc,
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
    serviceNames.map((s) => databaseUrlFor(env, s)),
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
