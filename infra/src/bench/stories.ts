import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { areas, staticApps } from '@inkspell/contracts/areas';
import { sessionCookieName } from '@inkspell/contracts';
import { cleanUpTestPlatform, databaseUrlFor, launchPlatform, platformProcesses, testPlatformEnv } from '../platform';
import { waitFor } from '@inkspell/service-kit/testing';
import { fundUsers } from '../platform/fund-users';
import { buildFrontends } from '../build-frontends';
import { writeBenchResult, type BenchFigure } from './result-file';
import { cpuGroups, cpuSecondsBetween, cpuSnapshot, fillCreateForm, signedInPage, timedRounds, type CreateTiming } from './stories-browser';
import { launchChromium } from './first-load/browser-load';

/**
 * `npm run bench` (third part), with the offline engines, through the gateway:
 * 1. the API alone: registered users, each with a session cookie, asking POST /api/stories/generate (text +
 *    art, no narration) at 10 at once for a while — p50/p95/p99 and stories per second;
 * 2. time to first words as a family sees it (issue #8, goal p95 under 1.5 s at 10 users): the same users in
 *    10 Chromium pages at once, each on /create with the form filled, clicking the create button; the clock
 *    stops when the story's first words are visible on /story/:id. Then the same with one page alone, and one
 *    page while the 9 other users create and read stories over the API (the platform at 10 users without ten
 *    browsers on the same cores), and where the CPU went, so a browser that is itself the bottleneck on a
 *    small machine shows as such;
 * 3. Spell's speed: narrated stories made one after another, seconds of synthesis per minute of audio and the
 *    wait from "story saved" to "player appears".
 * STORIES_BENCH_ROUNDS (5) rounds per browser figure; STORIES_BENCH_BROWSER=0 skips part 2;
 * STORIES_BENCH_BROWSER_AUDIO=1 leaves narration on in the browser (it runs after the save, so it must not
 * move the figure). Measurements for people to read; never a timed test in CI.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const users = Number(process.env.STORIES_BENCH_USERS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const narrations = Number(process.env.STORIES_BENCH_NARRATIONS ?? 3);
const rounds = Number(process.env.STORIES_BENCH_ROUNDS ?? 5);
const withBrowser = process.env.STORIES_BENCH_BROWSER !== '0';
const browserAudio = process.env.STORIES_BENCH_BROWSER_AUDIO === '1';
const goalMs = 1500;

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
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { origin: base, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of res.headers.getSetCookie()) if (set.startsWith(`${sessionCookieName}=`)) cookie = set.split(';')[0]!;
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
  };
  return Object.assign(call, { cookie: () => cookie });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

process.env.RATE_LIMIT_MAX = String(10_000_000);
process.env.PREVIEW_RATE_LIMIT = String(1_000_000);
const { runId, env } = await testPlatformEnv();
env.LOG_LEVEL = 'warn';
// The browser part needs the pages: the shell and the remotes, built once and served by their static servers.
if (withBrowser) await buildFrontends(undefined, { onlyMissing: true });
const statics = new Set(staticApps(areas).map((app) => app.name));
console.log(`\nStories bench (run ${runId}): starting the services${withBrowser ? ', the static apps' : ''} and the gateway…`);
const platform = await launchPlatform(
  platformProcesses(env).filter((spec) => withBrowser || !statics.has(spec.name)),
  { root, baseEnv: { LOG_LEVEL: 'warn' } },
);
const base = `http://127.0.0.1:${env.GATEWAY_PORT}`;
const storiesDb = new pg.Client({ connectionString: databaseUrlFor(env, areas.find((a) => a.service.name === 'stories')!.service) });
const figures: BenchFigure[] = [];
let failed = 0;
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
  const apiP95 = percentile(sorted, 95);
  figures.push(
    { figure: `API story creation, ${users} users at once`, value: Number((latencies.length / elapsed).toFixed(1)), unit: 'stories/s' },
    { figure: 'API story creation p50 (generate answer)', value: Math.round(percentile(sorted, 50)), unit: 'ms' },
    { figure: 'API story creation p95 (generate answer)', value: Math.round(apiP95), unit: 'ms', ratio: `${failures} failures` },
  );
  failed += failures;
  console.log(`\nThe generate answer alone (no page), p95: ${apiP95.toFixed(0)} ms (the 1.5 s goal is for the page, below).`);

  if (withBrowser) {
    const cookies = browsers.map((b) => b.call.cookie());
    // The other users of "1 page among N users": each creates a story and reads it back, as its page would.
    const others = async (signal: AbortSignal) => {
      let made = 0;
      let otherFailures = 0;
      await Promise.all(
        browsers.slice(1).map(async (b, i) => {
          while (!signal.aborted) {
            const res = await b.call('POST', '/api/stories/generate', form(i + made, false));
            const read = res.status === 201 ? await b.call('GET', `/api/stories/${String(res.body!.id)}`) : undefined;
            if (read?.status === 200) made += 1;
            else otherFailures += 1;
          }
        }),
      );
      return { made, failures: otherFailures };
    };
    const inBrowser = await browserFigures(base, cookies, { apiLatencies: sorted, apiFailures: failures }, others);
    figures.push(...inBrowser.figures);
    failed += inBrowser.failed;
  }

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
  figures.push({
    figure: 'narration work per minute of audio',
    value: Number(((work / audio) * 60).toFixed(1)),
    unit: 's/min',
    ratio: `${(audio / 60).toFixed(1)} min of audio, ${narrations} ${narrations === 1 ? 'story' : 'stories'}`,
  });
  if (failed > 0) {
    console.log(`\n${failed} timed creation(s) failed: the bench fails.`);
    process.exitCode = 1;
  }
} finally {
  // Whatever was measured reaches the summary, even when a later part stopped the run.
  writeBenchResult('stories', figures);
  await storiesDb.end().catch(() => undefined);
  await platform.stopAll();
  await cleanUpTestPlatform(runId, env);
}

/**
 * Part 2: time to first words in Chromium, 10 pages at once and one page alone, beside the API figure, with
 * the CPU split of the 10-page phase. Returns the summary figures and the number of failed creations.
 */
async function browserFigures(
  base: string,
  cookies: string[],
  api: { apiLatencies: number[]; apiFailures: number },
  others: (signal: AbortSignal) => Promise<{ made: number; failures: number }>,
): Promise<{ figures: BenchFigure[]; failed: number }> {
  const what = `medium story, text + art${browserAudio ? ' + narration (made after the save)' : ', narration off'}`;
  console.log(`\nTime to first words in Chromium: create button → the story's first words visible on /story/:id (${what}).`);
  const chromium = await launchChromium();
  try {
    const pages = await Promise.all(cookies.map((cookie) => signedInPage(chromium, base, cookie)));
    // Warm-up, not timed and not counted: each page opens /create once, one after another (ten cold starts
    // at once on a small machine can keep React from taking over within 30 s), then one round of creations
    // at once, so the app's scripts and the reader's chunk are in Chromium's cache before the clock runs.
    const warmFailures: string[] = [];
    for (const [i, page] of pages.entries())
      await fillCreateForm(page, i, browserAudio).catch((error: Error) => warmFailures.push(error.message));
    warmFailures.push(...(await timedRounds(pages, 1, browserAudio)).failures);
    console.log(`${pages.length} pages, ${rounds} rounds (each page fills the form, then all click together)…`);
    const cpu0 = cpuSnapshot(runId);
    const started = performance.now();
    const many = await timedRounds(pages, rounds, browserAudio);
    const seconds = (performance.now() - started) / 1000;
    const cpu1 = cpuSnapshot(runId);
    const oneRounds = rounds * 2;
    console.log(`1 page, ${oneRounds} creations one after another…`);
    const one = await timedRounds(pages.slice(0, 1), oneRounds, browserAudio);
    // The platform at N users, one of them in Chromium: the other N-1 create and read stories through the API
    // meanwhile, so the page sees the platform's load without N browsers competing for the same cores.
    console.log(`1 page among ${users} users (${users - 1} creating and reading stories over the API meanwhile), ${oneRounds} creations…`);
    const stopOthers = new AbortController();
    const othersDone = others(stopOthers.signal);
    const amid = await timedRounds(pages.slice(0, 1), oneRounds, browserAudio).finally(() => stopOthers.abort());
    const background = await othersDone;

    const sortedBy = (timings: CreateTiming[], key: keyof CreateTiming) => timings.map((t) => t[key]).sort((a, b) => a - b);
    const ms = (n: number | undefined) => (n === undefined ? '—' : n.toFixed(0)).padStart(8);
    const pair = (sorted: number[] | null) =>
      `${ms(sorted?.length ? percentile(sorted, 50) : undefined)}${ms(sorted?.length ? percentile(sorted, 95) : undefined)}`;
    const row = (label: string, samples: number, failures: number, timings: CreateTiming[] | null, answers: number[]) =>
      [
        label.padEnd(34),
        String(samples).padStart(7),
        String(failures).padStart(9),
        pair(answers),
        pair(timings && sortedBy(timings, 'openedMs')),
        pair(timings && sortedBy(timings, 'wordsMs')),
      ].join(' ');
    const manyWords = sortedBy(many.timings, 'wordsMs');
    const oneWords = sortedBy(one.timings, 'wordsMs');
    const heads = ['generate answer', 'on /story/:id', 'first words'].map((head) => head.padStart(17)).join(' ');
    console.log(`\n${'ms from the click, p50 p95'.padEnd(34)} samples  failures ${heads}`);
    console.log(row(`the API alone, ${users} users at once`, api.apiLatencies.length, api.apiFailures, null, api.apiLatencies));
    console.log(
      row(
        `Chromium, ${pages.length} pages at once`,
        many.timings.length,
        many.failures.length,
        many.timings,
        sortedBy(many.timings, 'answerMs'),
      ),
    );
    console.log(row('Chromium, 1 page', one.timings.length, one.failures.length, one.timings, sortedBy(one.timings, 'answerMs')));
    console.log(
      row(
        `Chromium, 1 page among ${users} users`,
        amid.timings.length,
        amid.failures.length,
        amid.timings,
        sortedBy(amid.timings, 'answerMs'),
      ),
    );
    console.log(`  meanwhile the other ${users - 1} users made and read ${background.made} stories (${background.failures} failed)`);
    const failures = [
      ...many.failures,
      ...one.failures,
      ...amid.failures,
      ...Array.from({ length: background.failures }, () => 'a background creation failed'),
    ];
    if (warmFailures.length)
      console.log(`warm-up (not timed, not counted): ${warmFailures.length} failed, e.g. ${warmFailures[0]!.split('\n')[0]}`);
    for (const line of [...new Set(failures)].slice(0, 5)) console.log(`  failure: ${line}`);

    const amidWords = sortedBy(amid.timings, 'wordsMs');
    const amidP95 = percentile(amidWords, 95);
    const amidMet = amid.timings.length > 0 && amid.failures.length === 0 && amidP95 < goalMs;
    console.log(
      `Goal at ${users} users with one of them in Chromium: first words p95 ${amidP95.toFixed(0)} ms over ${amid.timings.length} creations — ${amidMet ? 'met' : 'NOT met'}.`,
    );
    const p95 = percentile(manyWords, 95);
    const met = many.timings.length > 0 && many.failures.length === 0 && p95 < goalMs;
    console.log(
      `\nGoal (issue #8): first words p95 under ${goalMs} ms at ${pages.length} users: ${p95.toFixed(0)} ms over ${many.timings.length} creations, ` +
        `${many.failures.length} failed — ${met ? 'met' : 'NOT met'} on this machine.`,
    );

    // Where the CPU went while the 10 pages ran: is the browser itself the bottleneck here?
    const cores = availableParallelism();
    const used = cpuSecondsBetween(cpu0, cpu1);
    const share = new Map(cpuGroups.map((group) => [group, used.get(group)! / seconds / cores]));
    const busy = [...share.values()].reduce((a, b) => a + b, 0);
    const pct = (group: (typeof cpuGroups)[number]) => `${(share.get(group)! * 100).toFixed(0)}%`;
    console.log(
      `CPU during the ${pages.length} pages (${seconds.toFixed(0)} s, ${cores} cores = 100%): Chromium ${pct('chromium')}, services + gateway + static + their databases ${pct('platform')}, ` +
        `Redis, NATS and other databases ${pct('servers')}, this bench ${pct('bench')}, other work on the machine ${pct('other')}, ` +
        `idle or in processes that ended meanwhile ${Math.max(0, 100 - busy * 100).toFixed(0)}%; load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
    );
    const browserCpu = share.get('chromium')!;
    const platformCpu = share.get('platform')! + share.get('servers')!;
    console.log(
      browserCpu > platformCpu
        ? `Chromium used more CPU than the whole platform${busy > 0.85 ? ' on a saturated machine' : ''}: the ${pages.length}-page figure is bounded by the browser here, ` +
            `not only by the platform. Read it beside the API figure at ${users} users (generate answer p95 ${percentile(api.apiLatencies, 95).toFixed(0)} ms) ` +
            `and the 1-page figure (first words p95 ${percentile(oneWords, 95).toFixed(0)} ms).`
        : `The platform used more CPU than Chromium${busy > 0.85 ? ' on a saturated machine' : ''}: the ${pages.length}-page figure is mostly the platform's.`,
    );

    return {
      failed: failures.length,
      figures: [
        { figure: `first words in Chromium, ${pages.length} pages p50`, value: Math.round(percentile(manyWords, 50)), unit: 'ms' },
        {
          figure: `first words in Chromium, ${pages.length} pages p95`,
          value: Math.round(p95),
          unit: 'ms',
          ratio: `goal ${goalMs} ms ${met ? 'met' : 'NOT met'}; ${many.timings.length} ok, ${many.failures.length} failed`,
        },
        {
          figure: 'first words in Chromium, 1 page p95',
          value: Math.round(percentile(oneWords, 95)),
          unit: 'ms',
          ratio: `p50 ${Math.round(percentile(oneWords, 50))} ms; ${one.failures.length} failed`,
        },
        {
          figure: `first words in Chromium, 1 page among ${users} users p95`,
          value: Math.round(amidP95),
          unit: 'ms',
          ratio: `goal ${goalMs} ms ${amidMet ? 'met' : 'NOT met'}; p50 ${Math.round(percentile(amidWords, 50))} ms; ${background.made} stories by the others`,
        },
        {
          figure: `Chromium CPU during the ${pages.length} pages`,
          value: Math.round(browserCpu * 100),
          unit: '% of machine',
          ratio: `platform ${Math.round(platformCpu * 100)}%, other work ${pct('other')}, idle ${Math.max(0, Math.round(100 - busy * 100))}%`,
        },
      ],
    };
  } finally {
    await chromium.close();
  }
}
