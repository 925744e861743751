import { writeFileSync } from 'node:fs';

/** One figure of a benchmark for the summary table of `npm run bench` (bench/all.ts). */
export interface BenchFigure {
  figure: string;
  value: number;
  unit: string;
  /** The figure beside another of the same run, e.g. "0.62× minimal proxy". */
  ratio?: string;
}

/**
 * Writes a benchmark's figures as JSON to BENCH_RESULT_FILE when it is set (the collector sets it for each
 * bench it runs); a bench run on its own writes nothing.
 */
export function writeBenchResult(bench: string, figures: BenchFigure[]): void {
  const file = process.env.BENCH_RESULT_FILE;
  if (!file) return;
  writeFileSync(file, JSON.stringify({ bench, figures }, null, 2));
}
