import path from 'node:path';
import { z } from 'zod';

/**
 * Where `npm test`'s minutes go: each phase's wall-clock seconds (install, typecheck, lint, build, the vitest
 * suites), every test file's seconds as vitest measured them (file-timings-reporter.ts), and the phases that grew past
 * their budget (infra/test-budget.json). A report to read, never a failing test: timed tests are not allowed
 * in CI, so an overrun is a warning line.
 */

/** What file-timings-reporter.ts writes: each test file (absolute path) and the seconds vitest spent on it. */
const reportedTimingsSchema = z.object({ files: z.array(z.object({ file: z.string(), seconds: z.number().nonnegative() })) });

export type ReportedFileTiming = z.infer<typeof reportedTimingsSchema>['files'][number];

export interface PhaseTiming {
  phase: string;
  seconds: number;
}

export interface FileTiming {
  /** The phase (vitest run) the file ran in: unit, reliability, e2e. */
  phase: string;
  /** Relative to the repository root. */
  file: string;
  seconds: number;
}

export interface Timings {
  phases: PhaseTiming[];
  files: FileTiming[];
  /** The run's wall-clock seconds; phases that ran side by side make it less than their sum. */
  totalSeconds?: number;
}

/** Seconds each phase may take, with headroom (a phase missing from it has no budget), and the whole run. */
export const testBudgetSchema = z.object({
  note: z.string().optional(),
  totalSeconds: z.number().positive().optional(),
  phases: z.record(z.string(), z.number().positive()),
});

export type TestBudget = z.infer<typeof testBudgetSchema>;

/** The files of one vitest run as file-timings-reporter.ts wrote them, relative to the repository root. */
export function fileTimings(phase: string, reported: unknown, root: string): FileTiming[] {
  const parsed = reportedTimingsSchema.safeParse(reported);
  if (!parsed.success) return [];
  return parsed.data.files.map(({ file, seconds }) => ({ phase, file: path.relative(root, file).split(path.sep).join('/'), seconds }));
}

/** The `count` slowest files of all phases, slowest first. */
export function slowestFiles(files: readonly FileTiming[], count = 10): FileTiming[] {
  return [...files].sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file)).slice(0, count);
}

/** Phases that took longer than their budget, each with both numbers. */
export function overBudget(phases: readonly PhaseTiming[], budget: TestBudget): { phase: string; seconds: number; budget: number }[] {
  return phases.flatMap(({ phase, seconds }) => {
    const allowed = budget.phases[phase];
    return allowed !== undefined && seconds > allowed ? [{ phase, seconds, budget: allowed }] : [];
  });
}

/** The report printed at the end of `npm test` (before its summary line). */
export function timingReport(timings: Timings, budget: TestBudget | undefined): string[] {
  const total = timings.totalSeconds ?? timings.phases.reduce((sum, phase) => sum + phase.seconds, 0);
  const width = Math.max(...timings.phases.map((phase) => phase.phase.length), 5);
  const lines = ['Time by phase:'];
  for (const { phase, seconds } of timings.phases) {
    const allowed = budget?.phases[phase];
    lines.push(`  ${phase.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s${allowed === undefined ? '' : `  (budget ${allowed} s)`}`);
  }
  lines.push(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);
  const slowest = slowestFiles(timings.files);
  if (slowest.length > 0) {
    lines.push(`Slowest ${slowest.length} test files:`);
    for (const { phase, file, seconds } of slowest) lines.push(`  ${seconds.toFixed(1).padStart(7)} s  ${file} (${phase})`);
  }
  for (const over of budget ? overBudget(timings.phases, budget) : []) {
    lines.push(
      `Warning: the ${over.phase} phase took ${over.seconds.toFixed(1)} s, over its budget of ${over.budget} s (infra/test-budget.json).`,
    );
  }
  if (budget?.totalSeconds !== undefined && total > budget.totalSeconds) {
    lines.push(`Warning: the whole run took ${total.toFixed(1)} s, over its budget of ${budget.totalSeconds} s (infra/test-budget.json).`);
  }
  return lines;
}
