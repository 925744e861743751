import pg from 'pg';
import { Redis } from 'ioredis';
import { connect } from 'nats';
import type { PlatformEnv } from './config';

export interface PreflightProblem {
  name: 'PostgreSQL' | 'Redis' | 'NATS';
  address: string;
  howToStart: string;
}

const startCommands = {
  PostgreSQL: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  Redis: 'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no',
  NATS: 'start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server',
} as const;

/** Checks the three servers the platform needs and says which one is missing and how to start it. */
export async function preflight(env: PlatformEnv): Promise<PreflightProblem[]> {
  const problems: PreflightProblem[] = [];
  const pgUrl = new URL(env.PG_URL);
  const checks: [PreflightProblem['name'], string, () => Promise<unknown>][] = [
    [
      'PostgreSQL',
      `${pgUrl.hostname}:${pgUrl.port || 5432}`,
      async () => {
        const client = new pg.Client({ connectionString: env.PG_URL, connectionTimeoutMillis: 2000 });
        await client.connect();
        await client.end();
      },
    ],
    [
      'Redis',
      env.REDIS_URL,
      async () => {
        const redis = new Redis(env.REDIS_URL, {
          lazyConnect: true,
          connectTimeout: 2000,
          maxRetriesPerRequest: 0,
          retryStrategy: () => null,
        });
        // The failed connect is reported below; without a listener ioredis would print it as unhandled.
        redis.on('error', () => undefined);
        try {
          await redis.connect();
          await redis.ping();
        } finally {
          redis.disconnect();
        }
      },
    ],
    [
      'NATS',
      `${env.NATS_URL} (with JetStream)`,
      async () => {
        const nc = await connect({ servers: env.NATS_URL, timeout: 2000, maxReconnectAttempts: 0 });
        try {
          await (await nc.jetstreamManager()).getAccountInfo();
        } finally {
          await nc.close();
        }
      },
    ],
  ];
  await Promise.all(
    checks.map(async ([name, address, check]) => {
      try {
        await check();
      } catch {
        problems.push({ name, address, howToStart: startCommands[name] });
      }
    }),
  );
  return problems;
}
