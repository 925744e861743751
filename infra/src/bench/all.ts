import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchFigure } from './result-file';

/*
 * `npm run bench`: runs every benchmark of the project one after another (each prints its own detail), each
 * writing its headline figures to a file of its own (BENCH_RESULT_FILE), then prints one table of them all.
 * BENCH_ONLY=ink-ledger,stories runs a subset. Measurements for people to read; never part of npm test.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const benches = [
  { name: 'gateway-overhead', script: 'infra/src/bench/gateway-overhead.ts', what: 'gateway vs direct vs raw node:http proxy' },
  { name: 'ink-ledger', script: 'infra/src/bench/ink-ledger.ts', what: 'ledger holds over NATS vs pgbench' },
  { name: 'stories', script: 'infra/src/bench/stories.ts', what: 'story creation through the gateway' },
  { name: 'admin-lists', script: 'infra/src/bench/admin-lists.ts', what: 'admin lists and searches at 100,000 families' },
  { name: 'first-load', script: 'infra/src/bench/first-load.ts', what: 'first-load bytes and Lighthouse' },
];
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const chosen = benches.filter((bench) => !only || only.includes(bench.name));

function run(script: string, resultFile: string): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BENCH_RESULT_FILE: resultFile },
    });
    child.once('exit', resolve);
  });
}

const dir = mkdtempSync(path.join(tmpdir(), 'inkspell-bench-'));
const results: { bench: string; what: string; exit: number | null; figures: BenchFigure[] }[] = [];
const loadBefore = loadavg();
try {
  for (const bench of chosen) {
    console.log(`\n=== ${bench.name}: ${bench.what} ===\n`);
    const file = path.join(dir, `${bench.name}.json`);
    const exit = await run(bench.script, file);
    const figures = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { figures: BenchFigure[] }).figures : [];
    results.push({ bench: bench.name, what: bench.what, exit, figures });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const rows = results.flatMap(({ bench, exit, figures }) =>
  figures.length
    ? figures.map((f) => [bench, f.figure, String(f.value), f.unit, f.ratio ?? ''])
    : [[bench, exit === 0 ? '(no figures written)' : `failed (exit ${exit})`, '', '', '']],
);
const header = ['bench', 'figure', 'value', 'unit', 'beside'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
console.log(
  `\n=== Summary (load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}) ===\n`,
);
console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
if (results.some((r) => r.exit !== 0)) process.exitCode = 1;
