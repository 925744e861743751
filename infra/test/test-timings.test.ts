import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileTimings, overBudget, slowestFiles, testBudgetSchema, timingReport, type FileTiming } from '../src/test-runner/timings';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What file-timings-reporter.ts writes for a run: absolute paths and seconds. */
const reported = {
  files: [
    { file: path.join(root, 'services/ink/test/http/ledger.test.ts'), seconds: 12.5 },
    { file: path.join(root, 'gateway/test/health.test.ts'), seconds: 0.4 },
  ],
};

const file = (name: string, seconds: number, phase = 'unit-integration'): FileTiming => ({ phase, file: name, seconds });

describe('test timings', () => {
  it("reads each file's seconds from the timings reporter's output, relative to the repository", () => {
    expect(fileTimings('unit-integration', reported, root)).toEqual([
      file('services/ink/test/http/ledger.test.ts', 12.5),
      file('gateway/test/health.test.ts', 0.4),
    ]);
  });

  it('reads nothing from a report of another shape (a crashed run leaves no files, not an error)', () => {
    expect(fileTimings('e2e', { files: 'none' }, root)).toEqual([]);
    expect(fileTimings('e2e', {}, root)).toEqual([]);
  });

  it('lists the ten slowest files of every phase, slowest first', () => {
    const files = Array.from({ length: 12 }, (_, i) =>
      file(`f${String(i).padStart(2, '0')}.test.ts`, i, i % 2 ? 'e2e' : 'unit-integration'),
    );
    const slowest = slowestFiles(files);
    expect(slowest).toHaveLength(10);
    expect(slowest.map((timing) => timing.seconds)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });

  it('names the phases past their budget and leaves out those without one', () => {
    const phases = [
      { phase: 'lint', seconds: 200 },
      { phase: 'e2e', seconds: 300 },
      { phase: 'bench', seconds: 999 },
    ];
    expect(overBudget(phases, { phases: { lint: 180, e2e: 420 } })).toEqual([{ phase: 'lint', seconds: 200, budget: 180 }]);
  });

  it('prints the phases, the slowest files and a warning line for each suite that grew past its budget', () => {
    const lines = timingReport(
      {
        phases: [
          { phase: 'lint', seconds: 200 },
          { phase: 'e2e', seconds: 300 },
        ],
        files: [file('e2e/tests/frame-pages.e2e.ts', 95.2, 'e2e')],
      },
      { totalSeconds: 450, phases: { lint: 180, e2e: 420 } },
    );
    expect(lines).toEqual([
      'Time by phase:',
      '  lint     200.0 s  (budget 180 s)',
      '  e2e      300.0 s  (budget 420 s)',
      '  total    500.0 s',
      'Slowest 1 test files:',
      '     95.2 s  e2e/tests/frame-pages.e2e.ts (e2e)',
      'Warning: the lint phase took 200.0 s, over its budget of 180 s (infra/test-budget.json).',
      'Warning: the whole run took 500.0 s, over its budget of 450 s (infra/test-budget.json).',
    ]);
  });

  it('gives the run its wall-clock total when phases ran side by side, not the sum of their seconds', () => {
    const phases = [
      { phase: 'unit-integration', seconds: 240 },
      { phase: 'reliability', seconds: 180 },
    ];
    const lines = timingReport({ phases, files: [], totalSeconds: 250 }, { totalSeconds: 245, phases: {} });
    expect(lines).toContain('  total               250.0 s');
    expect(lines).toContain('Warning: the whole run took 250.0 s, over its budget of 245 s (infra/test-budget.json).');
  });

  it('has a committed budget for every phase npm test runs', () => {
    const budget = testBudgetSchema.parse(JSON.parse(readFileSync(path.join(root, 'infra/test-budget.json'), 'utf8')));
    const runner = readFileSync(path.join(root, 'infra/src/test-runner/test-all.ts'), 'utf8');
    const phases = [...runner.matchAll(/phase\(\s*'([a-z0-9-]+)'/g)].map((match) => match[1]);
    expect(phases.length).toBeGreaterThan(0);
    expect(Object.keys(budget.phases).sort()).toEqual([...phases, 'install'].sort());
  });
});
