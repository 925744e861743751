import type { ChainableCommander, Redis } from 'ioredis';
import type { Logger } from '../logger';

/*
 * Anonymous requests counted in this process between syncs with Redis (ADR 0043). A request is judged by what
 * Redis said for its key at the last sync (every worker's and instance's requests, signed-in ones included) plus
 * what this process has counted since. A key not synced for `syncMs` is synced before its next request is judged,
 * and the counts of keys in use are added to Redis every `syncMs`. So with one gateway process the count is exact,
 * and each other process can let through at most what it takes from one address within `syncMs` of hearing the
 * total. Under load most requests are judged without a round trip: that round trip was most of what an anonymous
 * request cost beyond a proxy hop (docs/perf.md). Requests with a session go to Redis each time: their session is
 * read there anyway.
 */

/** KEYS[1] a counter; ARGV[1] requests to add; ARGV[2] the window in seconds (the key's life from its first count). */
const tallyScript = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
if count == tonumber(ARGV[1]) then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
return count
`;

type TallyRedis = Redis & { inkspellTally(key: string, add: number, windowSeconds: number): Promise<number> };
/** What defineCommand adds to a pipeline: the command queued, answered by exec. */
type TallyPipeline = ChainableCommander & { inkspellTally(key: string, add: number, windowSeconds: number): TallyPipeline };

interface Entry {
  window: number;
  /** The key's count in Redis at the last sync, this process's included. */
  known: number;
  /** When `known` was read (0: never). */
  syncedAt: number;
  /** Counted here and being added to Redis now. */
  sending: number;
  /** Counted here since. */
  pending: number;
  /** A sync of this key alone; its count for the request that started it. Requests meanwhile wait for it. */
  refresh?: Promise<number>;
}

export interface IpTally {
  /** Counts one request for `key` (a counter of window `window`); the count it is judged by, at once when it can. */
  count(key: string, window: number): number | Promise<number>;
  /** Adds what is still counted only here to Redis. */
  flush(): Promise<void>;
}

export function createIpTally(redis: Redis, options: { windowSeconds: number; syncMs: number; log: Logger }): IpTally {
  redis.defineCommand('inkspellTally', { numberOfKeys: 1, lua: tallyScript });
  const tallyRedis = redis as TallyRedis;
  const entries = new Map<string, Entry>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> | undefined;

  const total = (entry: Entry) => entry.known + entry.sending + entry.pending;
  const take = (entry: Entry) => {
    entry.sending = entry.pending;
    entry.pending = 0;
  };
  const settle = (entry: Entry, result: unknown, at: number): boolean => {
    const added = typeof result === 'number';
    // Not added: counted again at the next sync, and meanwhile still counted here.
    if (added) Object.assign(entry, { known: result, syncedAt: at });
    else entry.pending += entry.sending;
    entry.sending = 0;
    return added;
  };

  /** Every key with counts not yet in Redis, in one pipeline; one sync at a time (see schedule). */
  const syncAll = async (): Promise<void> => {
    timer = undefined;
    // Only over a live connection: a command queued while Redis is away may still run after it timed out here, and
    // its requests would be added twice.
    if (redis.status !== 'ready') return schedule();
    const batch = [...entries].filter(([, entry]) => entry.pending > 0 && !entry.refresh);
    const pipeline = redis.pipeline() as TallyPipeline;
    for (const [key, entry] of batch) {
      take(entry);
      pipeline.inkspellTally(key, entry.sending, options.windowSeconds);
    }
    const at = Date.now();
    const results = batch.length > 0 ? await pipeline.exec().catch(() => null) : [];
    const failed = batch.filter(([, entry], i) => !settle(entry, results?.[i]?.[0] ? undefined : results?.[i]?.[1], at)).length;
    if (failed > 0) {
      options.log.warn('rate counts not added to Redis; counted here and tried again', { keys: failed });
      schedule();
    }
    // Counters of windows gone by are of no use once nothing of theirs is left to add.
    const current = Math.floor(Date.now() / (options.windowSeconds * 1000));
    for (const [key, entry] of entries) if (entry.window < current && entry.pending === 0 && entry.sending === 0) entries.delete(key);
  };

  const schedule = () => {
    if (timer) return;
    timer = setTimeout(() => {
      // One sync at a time: a slow Redis makes the next wait, never count a request twice.
      const next = (flushing ?? Promise.resolve()).then(syncAll);
      flushing = next.finally(() => {
        if (flushing === next) flushing = undefined;
      });
    }, options.syncMs);
    timer.unref();
  };

  /** Syncs one key now, so a request is not judged by a count older than `syncMs`. */
  const refresh = (key: string, entry: Entry): Promise<number> => {
    take(entry);
    const at = Date.now();
    const before = entry.known + entry.sending;
    return tallyRedis
      .inkspellTally(key, entry.sending, options.windowSeconds)
      .then(
        (result) => (settle(entry, result, at) ? result : before),
        () => {
          settle(entry, undefined, at);
          return before;
        },
      )
      .finally(() => {
        entry.refresh = undefined;
        if (entry.pending > 0) schedule();
      });
  };

  return {
    count(key, window) {
      let entry = entries.get(key);
      if (!entry) {
        entry = { window, known: 0, syncedAt: 0, sending: 0, pending: 0 };
        entries.set(key, entry);
      }
      entry.pending += 1;
      // (While the periodic sync is adding this key's counts, its answer is moments away: judged here meanwhile.)
      if (!entry.refresh && entry.sending === 0 && Date.now() - entry.syncedAt > options.syncMs)
        return (entry.refresh = refresh(key, entry));
      if (entry.refresh) {
        // Counted after the request that started the sync, in the order they came.
        const place = entry.pending;
        return entry.refresh.then((base) => base + place);
      }
      schedule();
      return total(entry);
    },
    async flush() {
      if (timer) {
        clearTimeout(timer);
        timer = undefined;
        flushing = (flushing ?? Promise.resolve()).then(syncAll);
      }
      await flushing;
      await Promise.all([...entries.values()].flatMap((entry) => (entry.refresh ? [entry.refresh] : [])));
    },
  };
}
