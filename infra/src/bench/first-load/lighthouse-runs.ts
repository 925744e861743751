import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './browser-load';

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
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Lighthouse with its default mobile settings (simulated throttling: metrics come from the trace, so
 * a loaded machine moves them less than real timing) `runs` times on one URL, each in a fresh Chromium;
 * the median of every figure.
 */
export async function lighthouseMedians(url: string, runs: number): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits } = result.lhr;
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
      });
    } finally {
      chrome.kill();
    }
  }
  const of = (key: keyof LighthouseFigures) => median(results.map((r) => r[key]));
  return {
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    accessibility: of('accessibility'),
    seo: of('seo'),
    bestPractices: of('bestPractices'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}
