import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** One printed row of the suite's summary. */
export interface ScenarioRow {
  scenario: string;
  requests: number;
  faults: number;
  expected: string;
  observed: string;
}

// Scenario files run in their own workers, so rows go to a file the global teardown prints once.
const file = path.join(import.meta.dirname, '..', '.logs', 'reliability-summary.jsonl');

/** Records a scenario's counts for the summary table. */
export function record(row: ScenarioRow): void {
  mkdirSync(path.dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(row)}\n`);
}

/** Forgets the rows of an earlier run. */
export function resetSummary(): void {
  rmSync(file, { force: true });
}

/** The table of every recorded scenario. */
export function printSummary(): void {
  const rows: ScenarioRow[] = existsSync(file)
    ? readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ScenarioRow)
    : [];
  console.log('\nReliability summary');
  console.table(
    rows.map((r) => ({
      scenario: r.scenario,
      requests: r.requests,
      faults: r.faults,
      'effects expected': r.expected,
      'effects observed': r.observed,
    })),
  );
}
