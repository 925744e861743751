import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger';
import { createIpTally, type IpTally } from '../src/plugin/ip-tally';
import { startPrivateRedis, type PrivateRedis } from './fixtures/private-redis';

/**
 * Anonymous requests counted in the gateway process between syncs (ADR 0043), on a real Redis of this test's own:
 * two tallies on two connections stand for two gateway processes.
 */
const syncMs = 50;
// Long, so no test straddles two windows (a new window starts from zero).
const windowSeconds = 3600;
const window = Math.floor(Date.now() / (windowSeconds * 1000));
let server: PrivateRedis;
const clients: Redis[] = [];
beforeAll(async () => {
  server = await startPrivateRedis();
});
afterAll(async () => {
  clients.forEach((client) => client.disconnect());
  await server?.stop();
});

function gatewayProcess(): { tally: IpTally; redis: Redis } {
  // As the gateway connects (plugin/index.ts): a command fails fast while Redis is down.
  const redis = new Redis(server.url, { commandTimeout: 300, maxRetriesPerRequest: 1, enableAutoPipelining: true });
  redis.on('error', () => undefined); // the last test stops Redis on purpose
  clients.push(redis);
  return { tally: createIpTally(redis, { windowSeconds, syncMs, log: createLogger('error') }), redis };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let keys = 0;
const newKey = () => `tally-test:${(keys += 1)}`;

describe('the anonymous request tally', () => {
  it('gives one process the exact count, request by request, in a burst and across syncs', async () => {
    const { tally, redis } = gatewayProcess();
    const key = newKey();
    // The first requests wait for the key's first sync; the rest of the burst is counted here.
    const burst = await Promise.all(Array.from({ length: 20 }, () => Promise.resolve(tally.count(key, window))));
    expect(burst).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await pause(syncMs * 2);
    expect(await tally.count(key, window)).toBe(21);
    await tally.flush();
    expect(Number(await redis.get(key))).toBe(21);
    expect(await redis.ttl(key)).toBeGreaterThan(windowSeconds - 5);
  });

  it('hears the other processes’ counts before it judges a key it has not synced for a sync interval', async () => {
    const [a, b] = [gatewayProcess(), gatewayProcess()];
    const key = newKey();
    for (let i = 1; i <= 5; i++) expect(await a.tally.count(key, window)).toBe(i);
    await a.tally.flush();
    // Paced requests alternate between the processes as a load balancer would send them: exact.
    const paced: number[] = [];
    for (let i = 0; i < 6; i++) {
      await pause(syncMs + 10);
      paced.push(await (i % 2 === 0 ? b : a).tally.count(key, window));
    }
    expect(paced).toEqual([6, 7, 8, 9, 10, 11]);
  });

  it('lets another process through no more than what it took within one sync interval', async () => {
    const [a, b] = [gatewayProcess(), gatewayProcess()];
    const key = newKey();
    // Both hear the total once; then each takes a burst before it hears the other's.
    await a.tally.count(key, window);
    await b.tally.count(key, window);
    const burstA = await Promise.all(Array.from({ length: 10 }, () => Promise.resolve(a.tally.count(key, window))));
    const burstB = await Promise.all(Array.from({ length: 10 }, () => Promise.resolve(b.tally.count(key, window))));
    // Each counts its own burst one by one from the last total it heard, which is behind by the other's burst at most.
    for (const burst of [burstA, burstB]) {
      expect(burst[0]).toBeGreaterThanOrEqual(2);
      expect(burst).toEqual(Array.from({ length: 10 }, (_, i) => burst[0]! + i));
    }
    await pause(syncMs * 3);
    // Synced: the next request of either sees all 22 before it.
    expect(await b.tally.count(key, window)).toBe(23);
    expect(await a.tally.count(key, window)).toBe(24);
  });

  it('keeps counting while Redis is down, and adds what it counted once Redis is back', async () => {
    const { tally, redis } = gatewayProcess();
    const key = newKey();
    for (let i = 1; i <= 3; i++) expect(await tally.count(key, window)).toBe(i);
    await tally.flush();
    await server.stop();
    const whileDown: number[] = [];
    for (let i = 0; i < 4; i++) {
      whileDown.push(await tally.count(key, window));
      await pause(syncMs + 10);
    }
    // Still limited meanwhile: judged by what it knew plus what it counted.
    expect(whileDown).toEqual([4, 5, 6, 7]);
    await server.start();
    // A Redis that restarts keeps nothing (as the platform runs it): what it is told is what was counted while down.
    await expectEventually(async () => Number(await redis.get(key).catch(() => 0)) === 4);
    // And only once.
    await pause(syncMs * 4);
    expect(Number(await redis.get(key))).toBe(4);
  });
});

async function expectEventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await pause(100);
  }
  throw new Error('never came true');
}
