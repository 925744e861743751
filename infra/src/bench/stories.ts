import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { areas, staticApps } from '@inkspell/contracts/areas';
import { sessionCookieName } from '@inkspell/contracts';
import { cleanUpTestPlatform, databaseUrlFor, launchPlatform, platformProcesses, testPlatformEnv } from '../platform';
import { waitFor } from '@inkspell/service-kit/testing';
import { fundUsers } from '../platform/fund-users';
import { writeBenchResult } from './result-file';

/**
 * `npm run bench` (third part): story creation through the gateway with the offline engines — registered users,
 * each with a session cookie, asking POST /api/stories/generate (text + art, no narration) at 10 at once for a
 * while — p50/p95/p99 and stories per second; then Spell's speed: narrated stories made one after another,
 * seconds of synthesis per minute of audio and the wait from "story saved" to "player appears".
 * Measurements for people to read; never a timed test in CI.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const users = Number(process.env.STORIES_BENCH_USERS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const narrations = Number(process.env.STORIES_BENCH_NARRATIONS ?? 3);

const form = (i: number, includeAudio: boolean) => ({
  characterName: ['Luna', 'Max', 'Pip', 'Ada', 'Zed'][i % 5],
  prompt: 'finds a lost star in the Whispering Wood and brings it home',
  category: ['adventure', 'fairy-tale', 'space', 'mystery', 'dragon', 'underwater'][i % 6],
  ageGroup: '7-10',
  length: 'medium',
  includeAudio,
});

/** A browser through the gateway: keeps its session cookie and sends the app's Origin on unsafe requests. */
function browser(base: string) {
  let cookie = '';
  return async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { origin: base, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of res.headers.getSetCookie()) if (set.startsWith(`${sessionCookieName}=`)) cookie = set.split(';')[0]!;
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

process.env.RATE_LIMIT_MAX = String(10_000_000);
process.env.PREVIEW_RATE_LIMIT = String(1_000_000);
const { runId, env } = await testPlatformEnv();
env.LOG_LEVEL = 'warn';
const statics = new Set(staticApps(areas).map((app) => app.name));
console.log(`\nStories bench (run ${runId}): starting the services and the gateway…`);
const platform = await launchPlatform(
  platformProcesses(env).filter((spec) => !statics.has(spec.name)),
  { root, baseEnv: { LOG_LEVEL: 'warn' } },
);
const base = `http://127.0.0.1:${env.GATEWAY_PORT}`;
const storiesDb = new pg.Client({ connectionString: databaseUrlFor(env, areas.find((a) => a.service.name === 'stories')!.service) });
try {
  const browsers = await Promise.all(
    Array.from({ length: users }, async (_, i) => {
      const call = browser(base);
      const res = await call('POST', '/api/auth/register', {
        username: `bench_${runId}_${i}`,
        email: `bench_${i}_${runId}@example.com`,
        password: 'Bench!Pass1',
      });
      if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { call, userId: String(res.body!.id) };
    }),
  );
  await fundUsers(
    env.NATS_URL,
    env.NATS_PREFIX,
    browsers.map((b) => b.userId),
  );
  // Warm-up: engines loaded, JIT settled, pools open.
  await Promise.all(browsers.map((b, i) => b.call('POST', '/api/stories/generate', form(i, false))));

  console.log(
    `${users} users at once through the gateway for ${seconds} s: POST /api/stories/generate (medium, text + 2 SVG scenes, no narration)\n`,
  );
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    browsers.map(async (b, i) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await b.call('POST', '/api/stories/generate', form(i + latencies.length, false));
        if (res.status === 201) latencies.push(performance.now() - t0);
        else failures += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log('stories   per s   p50 ms   p95 ms   p99 ms   failures');
  console.log(
    [
      String(latencies.length).padStart(7),
      (latencies.length / elapsed).toFixed(1).padStart(7),
      ...[50, 95, 99].map((p) => percentile(sorted, p).toFixed(0).padStart(8)),
      String(failures).padStart(10),
    ].join(' '),
  );
  const p95 = percentile(sorted, 95);
  writeBenchResult('stories', [
    { figure: `story creation, ${users} users at once`, value: Number((latencies.length / elapsed).toFixed(1)), unit: 'stories/s' },
    { figure: 'story creation p50', value: Math.round(percentile(sorted, 50)), unit: 'ms' },
    { figure: 'story creation p95', value: Math.round(percentile(sorted, 95)), unit: 'ms', ratio: `goal 1500 ms` },
  ]);
  console.log(`\nTime to first words (the generate answer, p95): ${p95.toFixed(0)} ms — ${p95 < 1500 ? 'under' : 'OVER'} the 1.5 s goal.`);

  console.log(`\nNarration: ${narrations} narrated medium stories, one after another (Spell works one at a time per instance)…`);
  await storiesDb.connect();
  const waits: number[] = [];
  for (let i = 0; i < narrations; i += 1) {
    const b = browsers[i % browsers.length]!;
    const made = await b.call('POST', '/api/stories/generate', form(i, true));
    if (made.status !== 201) throw new Error(`narrated story failed: ${made.status}`);
    const t0 = performance.now();
    await waitFor(async () => (await b.call('GET', `/api/stories/${String(made.body!.id)}`)).body?.audioUrl, {
      what: 'the narration',
      timeoutMs: 300_000,
      intervalMs: 100,
    });
    waits.push((performance.now() - t0) / 1000);
  }
  const jobs = await storiesDb.query<{ audio: number; work: number }>(
    "select sum(audio_seconds)::float as audio, sum(work_seconds)::float as work from narration_jobs where status = 'done'",
  );
  const { audio, work } = jobs.rows[0]!;
  console.log(`audio made: ${(audio / 60).toFixed(1)} min; synthesis + MP3 encoding: ${work.toFixed(1)} s`);
  console.log(`=> ${((work / audio) * 60).toFixed(1)} s of narration work per minute of audio`);
  console.log(`story saved → player appears: ${waits.map((w) => `${w.toFixed(1)} s`).join(', ')}`);
} finally {
  await storiesDb.end().catch(() => undefined);
  await platform.stopAll();
  await cleanUpTestPlatform(runId, env);
}
