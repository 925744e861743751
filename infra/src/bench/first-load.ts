import { loadavg } from 'node:os';
import path from 'node:path';
import { buildFrontends } from '../build/build-frontends';
import { cleanUpTestPlatform, launchPlatform, platformProcesses, testPlatformEnv } from '../platform';
import { launchChromium, measureFirstLoad, type FirstLoad } from './first-load/browser-load';
import { duplicatedModules, duplicatedPackages, unexpectedDuplicates } from './first-load/duplicates';
import { cpuSlowdownFollowingHost, fixedCpuSlowdown } from './first-load/cpu-slowdown';
import { lighthouseMedians, readBenchmarkIndex, type LighthouseFigures } from './first-load/lighthouse-runs';
import { startBarePage } from './first-load/bare-page';
import { sharedStoryPath } from './first-load/shared-story';
import { writeBenchResult } from './result-file';

/**
 * `npm run bench` (last part): what a family's first visit costs, per page, through the gateway of a
 * platform of its own — JavaScript that crossed the wire (compressed bytes, number of files), modules that
 * arrived twice, console problems (hydration warnings), and Lighthouse's mobile figures (median of
 * FIRST_LOAD_RUNS runs, 3 by default) beside the goals of issues #12 and #25. Numbers for people to read; the
 * byte budget that fails a build is infra/test/first-load-budget.test.ts.
 *
 * Lighthouse slows the CPU as a phone of CPU index 1,000 would be on this host (issue #25): 4 × index ÷ 1,000,
 * at least 4, where the index is the one the run before read (a first run reads it for the first page), so
 * the slowdown follows the host's speed as it drifts (FIRST_LOAD_CPU_SLOWDOWN sets it by hand). The pages
 * are every public page, a sample story and a shared story's partial view
 * (`shared-story`, a story made for the run and its share link).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const sharedStory = 'shared-story';
const pages = (process.env.FIRST_LOAD_PAGES ?? `/,/create,/stories,/login,/register,/help,/story/static-sample-1,${sharedStory}`).split(
  ',',
);
const runs = Number(process.env.FIRST_LOAD_RUNS ?? 3);
const goals = { homeJsKb: 150, performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02 };
/** The pages the Lighthouse goals apply to: every public page and a shared story (issue #25). */
const goalPages = new Set(pages);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

await buildFrontends(undefined, { onlyMissing: true });
const { runId, env } = await testPlatformEnv();
console.log(`\nFirst-load bench (run ${runId}): starting the platform…`);
const platform = await launchPlatform(platformProcesses(env), { root, baseEnv: { LOG_LEVEL: 'warn' } });
const base = `http://127.0.0.1:${env.GATEWAY_PORT}`;
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
try {
  const paths = new Map<string, string>();
  for (const page of pages) paths.set(page, page === sharedStory ? await sharedStoryPath(base, runId) : page);
  const browser = await launchChromium();
  const loads: FirstLoad[] = [];
  try {
    for (const page of pages) loads.push({ ...(await measureFirstLoad(browser, base, paths.get(page)!)), path: page });
  } finally {
    await browser.close();
  }
  const byHand = process.env.FIRST_LOAD_CPU_SLOWDOWN ? Number(process.env.FIRST_LOAD_CPU_SLOWDOWN) : undefined;
  const startIndex = byHand ? Number.NaN : await readBenchmarkIndex(new URL('/', base).href);
  const cpuSlowdown = byHand ? fixedCpuSlowdown(byHand) : cpuSlowdownFollowingHost(startIndex);
  console.log(
    `\nLighthouse CPU index of this host: ${Number.isNaN(startIndex) ? 'not read' : Math.round(startIndex)}; ` +
      `CPU slowdown ${cpuSlowdown.current().toFixed(1)}× to start (${byHand ? 'FIRST_LOAD_CPU_SLOWDOWN' : 'max(4, 4 × index ÷ 1,000), from the index the run before read'}); ` +
      `load average ${loadAverage()}`,
  );
  const figures = new Map<string, LighthouseFigures>();
  for (const page of pages) {
    figures.set(page, await lighthouseMedians(new URL(paths.get(page)!, base).href, runs, cpuSlowdown));
    console.log(`  ${page}: measured, load average ${loadAverage()}`);
  }
  const bare = await startBarePage();
  const floor = await lighthouseMedians(bare.url, runs, cpuSlowdown).finally(() => bare.close());
  console.log(`  the bare page: measured, load average ${loadAverage()}`);

  console.log(
    `\nload average while measuring: ${loadAverage()} (${runs} Lighthouse runs per page, mobile, simulated throttling, ` +
      `CPU slowdown per page in the table: the median of its runs)\n`,
  );
  if (paths.has(sharedStory)) console.log(`${sharedStory} is ${paths.get(sharedStory)}\n`);
  console.log(
    'page                    JS KB wire  JS files  requests  perf   LCP s   TBT ms   CLS     a11y  SEO  BP  cpu idx  cpu ×  twice',
  );
  for (const load of loads) {
    const lh = figures.get(load.path)!;
    const jsBytes = load.scripts.reduce((sum, script) => sum + script.wireBytes, 0);
    const twice = duplicatedPackages(duplicatedModules(load.scripts.map((s) => s.url)));
    console.log(
      [
        load.path.padEnd(22),
        kb(jsBytes).padStart(11),
        String(load.scripts.length).padStart(9),
        String(load.requests).padStart(9),
        String(lh.performance).padStart(5),
        (lh.lcpMs / 1000).toFixed(2).padStart(7),
        lh.tbtMs.toFixed(0).padStart(8),
        lh.cls.toFixed(3).padStart(7),
        String(lh.accessibility).padStart(6),
        String(lh.seo).padStart(4),
        String(lh.bestPractices).padStart(4),
        String(Math.round(lh.benchmarkIndex)).padStart(8),
        lh.cpuSlowdown.toFixed(1).padStart(6),
        `  ${twice.size === 0 ? 'none' : [...twice].map(([name, n]) => `${name}×${n}`).join(' ')}`,
      ].join(' '),
    );
  }

  console.log(
    `${'the bare page (floor)'.padEnd(22)} ${'0.0'.padStart(11)} ${'0'.padStart(9)} ${'1'.padStart(9)} ${String(floor.performance).padStart(5)} ` +
      `${(floor.lcpMs / 1000).toFixed(2).padStart(7)} ${floor.tbtMs.toFixed(0).padStart(8)} ${floor.cls.toFixed(3).padStart(7)}`,
  );
  console.log(
    '\nWhere the main thread went (Lighthouse bootup-time and mainthread-work-breakdown, ms at the slowdown, the median-TBT run; top 4 scripts):',
  );
  for (const page of pages) {
    const top = figures
      .get(page)!
      .bootup.filter((item) => item.scriptingMs > 0)
      .sort((a, b) => b.scriptingMs - a.scriptingMs)
      .slice(0, 4);
    console.log(
      `  ${page}: ${top.map((item) => `${item.url.replace(base, '')} ${Math.round(item.scriptingMs)}`).join(', ') || 'no script'}`,
    );
    const work = figures
      .get(page)!
      .mainThread.sort((a, b) => b.ms - a.ms)
      .map((item) => `${item.group} ${Math.round(item.ms)}`)
      .join(', ');
    console.log(`  ${' '.repeat(page.length)}  main thread by kind: ${work}`);
  }

  writeBenchResult(
    'first-load',
    loads
      .flatMap((load) => {
        const lh = figures.get(load.path)!;
        const jsKb = load.scripts.reduce((sum, script) => sum + script.wireBytes, 0) / 1024;
        return [
          {
            figure: `${load.path} first-load JavaScript`,
            value: Number(jsKb.toFixed(1)),
            unit: 'KB',
            ratio: `${load.scripts.length} files`,
          },
          {
            figure: `${load.path} Lighthouse performance`,
            value: lh.performance,
            unit: 'score',
            ratio: `LCP ${(lh.lcpMs / 1000).toFixed(2)} s, CPU ${lh.cpuSlowdown.toFixed(1)}×`,
          },
          { figure: `${load.path} Lighthouse TBT`, value: Math.round(lh.tbtMs), unit: 'ms', ratio: `CPU ${lh.cpuSlowdown.toFixed(1)}×` },
        ];
      })
      .concat([
        {
          figure: 'bare page (floor) Lighthouse performance',
          value: floor.performance,
          unit: 'score',
          ratio: `CPU ${floor.cpuSlowdown.toFixed(1)}×`,
        },
        {
          figure: 'bare page (floor) Lighthouse TBT',
          value: Math.round(floor.tbtMs),
          unit: 'ms',
          ratio: `CPU ${floor.cpuSlowdown.toFixed(1)}×`,
        },
      ]),
  );
  console.log('\nGoals (issues #12 and #25):');
  const home = loads.find((load) => load.path === '/');
  if (home) {
    const homeKb = home.scripts.reduce((sum, script) => sum + script.wireBytes, 0) / 1024;
    console.log(
      `  /: first-load JavaScript ${homeKb.toFixed(1)} KB ≤ ${goals.homeJsKb} KB  ${homeKb <= goals.homeJsKb ? 'met' : 'NOT met'}`,
    );
    const heroShown = /<h1[^>]*id="home-hero-title"/.test(home.documentHtml);
    console.log(`  /: the HTML already holds the hero heading  ${heroShown ? 'met' : 'NOT met'}`);
  }
  for (const load of loads) {
    const uncompressed = load.scripts.filter((script) => !script.contentEncoding && script.wireBytes > 1024);
    const twice = unexpectedDuplicates(duplicatedModules(load.scripts.map((s) => s.url)));
    const hydration = load.consoleProblems.filter((line) => /hydrat|#418|#423|#425/i.test(line));
    console.log(
      `  ${load.path}: no library twice (beyond each container's federation glue and icons) ${twice.length === 0 ? 'met' : `NOT met (${twice.length} modules)`}; ` +
        `app started: ${load.started ? 'yes' : 'NO'}; scripts sent uncompressed: ${uncompressed.length}; hydration warnings: ${hydration.length}; ` +
        `console problems: ${load.consoleProblems.length}`,
    );
    for (const line of load.consoleProblems.slice(0, 5)) console.log(`      ${line.slice(0, 240)}`);
  }
  for (const page of pages.filter((p) => goalPages.has(p))) {
    const lh = figures.get(page)!;
    const checks = [
      `performance ${lh.performance} ≥ ${goals.performance} ${lh.performance >= goals.performance ? 'met' : 'NOT met'}`,
      `LCP ${(lh.lcpMs / 1000).toFixed(2)} s ≤ ${goals.lcpMs / 1000} s ${lh.lcpMs <= goals.lcpMs ? 'met' : 'NOT met'}`,
      `TBT ${lh.tbtMs.toFixed(0)} ms ≤ ${goals.tbtMs} ms ${lh.tbtMs <= goals.tbtMs ? 'met' : 'NOT met'}`,
      `CLS ${lh.cls.toFixed(3)} ≤ ${goals.cls} ${lh.cls <= goals.cls ? 'met' : 'NOT met'}`,
    ];
    console.log(`  ${page}: ${checks.join('; ')}`);
  }
  console.log(
    `  the bare page, same settings (a heading and a paragraph, nothing else): performance ${floor.performance}, TBT ${floor.tbtMs.toFixed(0)} ms: ` +
      `no page scores better on this host`,
  );
} finally {
  await platform.stopAll();
  await cleanUpTestPlatform(runId, env);
}
