import { describe, expect, it } from 'vitest';
import { platformEnvSchema } from '../src/platform/config';
import { preflight } from '../src/platform/preflight';

describe('preflight before npm start', () => {
  it('finds PostgreSQL, Redis and NATS running on this machine', async () => {
    expect(await preflight(platformEnvSchema.parse({}))).toEqual([]);
  });

  it('names each missing server with the command that starts it', async () => {
    const env = platformEnvSchema.parse({
      PG_URL: 'postgres://postgres@127.0.0.1:1/postgres',
      REDIS_URL: 'redis://127.0.0.1:2',
      NATS_URL: 'nats://127.0.0.1:3',
    });
    const problems = await preflight(env);
    expect(problems.map((p) => p.name).sort()).toEqual(['NATS', 'PostgreSQL', 'Redis']);
    expect(problems.find((p) => p.name === 'PostgreSQL')?.howToStart).toContain('pg_ctlcluster');
    expect(problems.find((p) => p.name === 'NATS')?.howToStart).toContain('-js');
  });
});
