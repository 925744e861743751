import { storiesApiPaths } from '@inkspell/contracts/values';
import { readStoryEvents } from '@inkspell/stories-service/testing';

/**
 * Time to first paragraph and time to ready as the story page lives them since issue #22: the POST answers 202 at
 * once, the page follows GET /api/stories/:id/events, and the words arrive as the job writes them. Both clocks
 * start when the POST is sent; the first stops at the first `paragraph` event, the second at `ready`.
 */

/** A signed-in user of the bench: its session cookie. */
export interface StreamUser {
  cookie: string;
}

export interface StreamTiming {
  /** POST sent → 202 answer. */
  acceptedMs: number;
  /** POST sent → first `paragraph` event on the story's stream. */
  firstParagraphMs: number;
  /** POST sent → `ready` event. */
  readyMs: number;
}

export interface StreamRounds {
  timings: StreamTiming[];
  /** One line per creation that did not end as expected (a status other than 202, no paragraph, `failed`, a timeout). */
  failures: string[];
  seconds: number;
}

/** The p-th percentile of ascending numbers (0 when there are none). */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** One creation, timed from the POST to its first paragraph and to ready; a string says what went wrong. */
async function createAndFollow(base: string, user: StreamUser, form: unknown, timeoutMs: number): Promise<StreamTiming | string> {
  const t0 = performance.now();
  const res = await fetch(`${base}${storiesApiPaths.generate}`, {
    method: 'POST',
    headers: { origin: base, cookie: user.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(form),
  });
  const acceptedMs = performance.now() - t0;
  const body = (await res.json().catch(() => null)) as { id?: string } | null;
  // Only the status the route promises counts: a 429 or a 5xx is a failure, not throughput.
  if (res.status !== 202 || !body?.id) return `POST ${storiesApiPaths.generate} answered ${res.status}`;
  const followed = performance.now() - t0;
  const stream = await readStoryEvents(`${base}/api/stories/${body.id}/events`, { origin: base, cookie: user.cookie }, { timeoutMs });
  if (stream.status !== 200) return `GET events answered ${stream.status}`;
  const paragraph = stream.events.find((e) => e.event === 'paragraph');
  const last = stream.events.at(-1);
  if (last?.event !== 'ready')
    return `the stream ended with ${last?.event ?? 'nothing'}${last?.event === 'failed' ? ` ${JSON.stringify(last.data)}` : ''}`;
  if (!paragraph) return 'ready without a paragraph event';
  return { acceptedMs, firstParagraphMs: followed + paragraph.at, readyMs: followed + last.at };
}

/** `rounds` rounds in which every user creates a story at the same moment and follows it until it is ready. */
export async function streamRounds(
  base: string,
  users: readonly StreamUser[],
  rounds: number,
  form: (i: number) => unknown,
  timeoutMs = 180_000,
): Promise<StreamRounds> {
  const timings: StreamTiming[] = [];
  const failures: string[] = [];
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    const results = await Promise.all(
      users.map((user, i) =>
        createAndFollow(base, user, form(round * users.length + i), timeoutMs).catch((error: Error) => error.message.split('\n')[0]!),
      ),
    );
    for (const result of results) {
      if (typeof result === 'string') failures.push(result);
      else timings.push(result);
    }
  }
  return { timings, failures, seconds: (performance.now() - started) / 1000 };
}

/** The p50/p95 of one figure over the timings. */
export function spread(timings: readonly StreamTiming[], key: keyof StreamTiming): { p50: number; p95: number } {
  const sorted = timings.map((t) => t[key]).sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** The side-by-side table: each engine's figures in seconds, and each goal met or not. */
export function streamTable(rows: { label: string; result: StreamRounds; goalMs: number }[]): string[] {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(9);
  const head = `${'engines'.padEnd(34)}  ok/fail   202 p50   202 p95  1st ¶ p50  1st ¶ p95  ready p50  ready p95  goal: 1st ¶ p95`;
  return [
    head,
    '-'.repeat(head.length),
    ...rows.map(({ label, result, goalMs }) => {
      const accepted = spread(result.timings, 'acceptedMs');
      const first = spread(result.timings, 'firstParagraphMs');
      const ready = spread(result.timings, 'readyMs');
      const met = result.timings.length > 0 && result.failures.length === 0 && first.p95 <= goalMs;
      return [
        label.padEnd(34),
        `${result.timings.length}/${result.failures.length}`.padStart(7),
        s(accepted.p50),
        s(accepted.p95),
        ` ${s(first.p50)}`,
        ` ${s(first.p95)}`,
        ` ${s(ready.p50)}`,
        ` ${s(ready.p95)}`,
        `  ≤ ${(goalMs / 1000).toFixed(1)} s ${met ? 'met' : 'NOT met'}`,
      ].join(' ');
    }),
  ];
}
