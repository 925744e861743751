import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromiumFlags, chromiumPath } from './browser-load';
import { minimumCpuSlowdown, type CpuSlowdown } from './cpu-slowdown';

export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  /** Lighthouse's measure of this machine's CPU at the time (a quiet desktop scores about 1500-2500). */
  benchmarkIndex: number;
  /** The CPU slowdown the runs simulated (their median: each run's follows the index the run before it read). */
  cpuSlowdown: number;
  /** Where the main thread went (Lighthouse's bootup-time audit, the run with the median TBT): script and scripting ms, slowed down. */
  bootup: { url: string; scriptingMs: number }[];
  /** The main thread's work by kind (Lighthouse's mainthread-work-breakdown, same run): script evaluation, style and layout, parsing, ... */
  mainThread: { group: string; ms: number }[];
}

const mobileSlow4G = throttling.mobileSlow4G;

/** The median of the figures a run produced (a run that could not measure one gives NaN and is left out). */
const median = (values: number[]): number => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** One Lighthouse run in a fresh Chromium, mobile, simulated throttling with `cpuSlowdown` (Lighthouse's 4 when not given). */
async function lighthouseRun(url: string, cpuSlowdown?: number) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      cpuSlowdown === undefined
        ? undefined
        : // The default config (mobile, simulated) with only the CPU slowdown changed; its other throttling values stay.
          { extends: 'lighthouse:default', settings: { throttling: { ...mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } } },
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's CPU index of this host, read by `runs` runs on `url` at the default settings (their median). */
export async function readBenchmarkIndex(url: string, runs = 1): Promise<number> {
  const indices: number[] = [];
  for (let i = 0; i < runs; i += 1) indices.push((await lighthouseRun(url)).lhr.environment.benchmarkIndex);
  return median(indices);
}

/**
 * Lighthouse with its default mobile settings (simulated throttling: metrics come from the trace, so
 * a loaded machine moves them less than real timing) `runs` times on one URL, each in a fresh Chromium;
 * the median of every figure. `cpuSlowdown` replaces the default 4; each run tells it the CPU index it read.
 */
export async function lighthouseMedians(url: string, runs: number, cpuSlowdown?: CpuSlowdown): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await lighthouseRun(url, cpuSlowdown?.current());
    const { categories, audits } = result.lhr;
    cpuSlowdown?.observed(result.lhr.environment.benchmarkIndex);
    for (const id of ['largest-contentful-paint', 'total-blocking-time']) {
      const problem = result.lhr.runtimeError?.message ?? audits[id]?.errorMessage;
      if (problem) console.log(`  Lighthouse on ${url}, run ${i + 1}: ${id}: ${problem}`);
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    results.push({
      performance: score('performance'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      accessibility: score('accessibility'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      cpuSlowdown: result.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? minimumCpuSlowdown,
      bootup: ((audits['bootup-time']?.details as { items?: { url: string; scripting: number }[] } | undefined)?.items ?? []).map(
        (item) => ({ url: item.url, scriptingMs: item.scripting }),
      ),
      mainThread: (
        (audits['mainthread-work-breakdown']?.details as { items?: { groupLabel: string; duration: number }[] } | undefined)?.items ?? []
      ).map((item) => ({ group: item.groupLabel, ms: item.duration })),
    });
  }
  const of = (key: Exclude<keyof LighthouseFigures, 'bootup' | 'mainThread'>) => median(results.map((r) => r[key]));
  const medianTbt = of('tbtMs');
  return {
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    accessibility: of('accessibility'),
    seo: of('seo'),
    bestPractices: of('bestPractices'),
    benchmarkIndex: of('benchmarkIndex'),
    cpuSlowdown: of('cpuSlowdown'),
    bootup: results.find((r) => r.tbtMs === medianTbt)?.bootup ?? [],
    mainThread: results.find((r) => r.tbtMs === medianTbt)?.mainThread ?? [],
  };
}
