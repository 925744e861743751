import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { failedTestsOf, tailOf, unhandledErrorsBlock } from './failure-recap';
import { fileTimings, testBudgetSchema, timingReport, type FileTiming, type PhaseTiming, type TestBudget } from './timings';

/**
 * `npm test`: type checks, lint and the front-end build side by side; then every workspace's unit and integration
 * tests on the real servers with the reliability suite (e2e/reliability) beside them; then the browser suite in
 * Chromium. At the end, the
 * time of each phase and the slowest ten test files (also in .test-results/timings.json), with a warning for a
 * phase past its budget (infra/test-budget.json), and what failed said again (failure-recap.ts). The last line is
 * the summary `N passed, N failed` over all.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);
const resultsDir = path.join(root, '.test-results');
/** Writes every test file's seconds beside vitest's JSON report (TEST_TIMINGS_FILE). */
const fileTimingsReporter = path.join(root, 'infra/src/test-runner/file-timings-reporter.ts');
mkdirSync(resultsDir, { recursive: true });

/**
 * Runs a command and keeps its output for the recap of what failed. Live, the output is also printed as it comes;
 * held, it is only kept, so a command running beside another does not interleave their lines.
 */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  { held = false } = {},
): Promise<{ code: number; output: Buffer }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: [held ? 'ignore' : 'inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output: Buffer[] = [];
    const keep = (printTo: NodeJS.WriteStream) => (chunk: Buffer) => {
      if (!held) printTo.write(chunk);
      output.push(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.once('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(output) }));
  });
}

/** One check of the first phase: a node script whose exit code says pass or fail. */
interface Check {
  label: string;
  args: string[];
}

/** Runs a check with its output held back, then prints it whole under its label with its seconds. */
async function runCheck({ label, args }: Check): Promise<boolean> {
  const started = performance.now();
  const { code, output } = await run(process.execPath, args, {}, { held: true });
  console.log(`\n▶ ${label} (${code === 0 ? 'passed' : 'failed'}, ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  process.stdout.write(output);
  if (code !== 0) recap.push(`✗ ${label} (exit code ${code}), the end of its output:`, ...tailOf(output.toString()));
  return code === 0;
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  numTodoTests?: number;
  success: boolean;
}

const phases: PhaseTiming[] = [];
/** What failed, each with why, printed again at the end. */
const recap: string[] = [];
const runStarted = performance.now();
const files: FileTiming[] = [];

/** Runs one phase and records its wall-clock seconds (the files' own seconds come from vitest's JSON reporter). */
async function phase<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    phases.push({ phase: name, seconds: Math.round((performance.now() - started) / 100) / 10 });
  }
}

async function vitest(
  label: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  hold = false,
): Promise<{ passed: number; failed: number }> {
  const output = path.join(resultsDir, `${label}.json`);
  const timingsOutput = path.join(resultsDir, `${label}.files.json`);
  rmSync(timingsOutput, { force: true });
  const command = [
    path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs'),
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
    `--reporter=${fileTimingsReporter}`,
  ];
  const suiteEnv = { ...env, TEST_TIMINGS_FILE: timingsOutput };
  const { code, output: printed } = await run(process.execPath, command, suiteEnv, { held: hold });
  if (hold) process.stdout.write(printed);
  const printedText = printed.toString();
  if (existsSync(timingsOutput)) files.push(...fileTimings(label, JSON.parse(readFileSync(timingsOutput, 'utf8')), root));
  if (!existsSync(output)) {
    recap.push(`✗ ${label}: vitest wrote no report (exit code ${code}), the end of its output:`, ...tailOf(printedText));
    return { passed: 0, failed: 1 };
  }
  const result = JSON.parse(readFileSync(output, 'utf8')) as VitestJson;
  const skipped = (result.numPendingTests ?? 0) + (result.numTodoTests ?? 0);
  // A suite that crashed outside a test still fails the run, even with every counted test green.
  const crashed = code !== 0 && result.numFailedTests === 0;
  const failed = result.numFailedTests + skipped + (crashed ? 1 : 0);
  const failedTests = failedTestsOf(result, root);
  if (failedTests.length > 0) recap.push(`✗ ${label}: ${result.numFailedTests} failed`, ...failedTests);
  if (skipped > 0) recap.push(`✗ ${label}: ${skipped} skipped or todo (a test left behind counts as failed)`);
  if (crashed) {
    const unhandled = unhandledErrorsBlock(printedText);
    recap.push(
      `✗ ${label}: vitest exited with code ${code} though no test failed${unhandled.length > 0 ? ':' : ', the end of its output:'}`,
      ...(unhandled.length > 0 ? unhandled : tailOf(printedText)),
    );
  }
  return { passed: result.numPassedTests, failed };
}

async function ensureChromium(): Promise<void> {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) throw new Error(`Chromium is missing at ${chromium}: install Debian's chromium package`);
  console.log('Installing Debian Chromium for the browser suite…');
  await run('apt-get', ['update', '-qq']);
  const { code } = await run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
  if (code !== 0) throw new Error('apt-get could not install chromium');
}

let passed = 0;
let failed = 0;
const count = (ok: boolean) => (ok ? (passed += 1) : (failed += 1));
const add = (result: { passed: number; failed: number }) => {
  passed += result.passed;
  failed += result.failed;
};

// .ci/run times `npm ci` before this script starts and hands the seconds over.
const installSeconds = Number(process.env.CI_INSTALL_SECONDS);
if (Number.isFinite(installSeconds) && installSeconds > 0) phases.push({ phase: 'install', seconds: installSeconds });

const tsc = require.resolve('typescript/bin/tsc');
// The two halves of `npm run lint` run apart so one failing does not hide the other; each check counts once.
const binOf = (pkg: string, bin: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), bin);
const typechecks: Check[] = ['tsconfig.node.json', 'tsconfig.web.json', 'e2e/tsconfig.json'].map((project) => ({
  label: `typecheck ${project}`,
  args: [tsc, '--noEmit', '-p', project],
}));
const lints: Check[] = [
  { label: 'lint: eslint', args: [binOf('eslint', 'bin/eslint.js'), '--max-warnings=0', '.'] },
  { label: 'lint: prettier --check', args: [binOf('prettier', 'bin/prettier.cjs'), '--check', '--log-level=warn', '.'] },
];
// Once, here: the first-load budget test (unit phase) and the browser suite's setup then only build what is
// missing, where before a fresh clone built every front end twice.
const build: Check[] = [{ label: 'front-end build', args: ['--import', 'tsx', 'infra/src/build/build-frontends.ts'] }];

// Type checks, lint and the build read the sources and write nothing the others read: they run side by side, each
// line of checks on one core (tsc and eslint use one each; webpack the rest), their output printed as each ends.
await phase('checks-and-build', () =>
  Promise.all(
    [typechecks, lints, build].map(async (line) => {
      for (const check of line) count(await runCheck(check));
    }),
  ),
);

// The unit and integration files share a worker's loaded modules (--no-isolate): importing koa, drizzle, nats and
// the rest again for each of 170 files was a third of the phase. Each file still has its own databases, subjects
// and servers. The reliability suite runs beside them: it starts a platform of its own on fresh ports, with its
// own NATS and Redis for the fault scenarios, and most of its time is spent waiting on them.
console.log('\n▶ unit and integration tests, with the reliability suite beside them (its output follows theirs)');
const [unitIntegration, reliability] = await Promise.all([
  phase('unit-integration', () => vitest('unit-integration', ['--no-isolate'])),
  phase('reliability', () => vitest('reliability', ['--config', 'e2e/reliability/vitest.config.ts'], {}, true)),
]);
add(unitIntegration);
add(reliability);

console.log('\n▶ end-to-end tests in Chromium');
add(
  await phase('e2e', async () => {
    await ensureChromium();
    return vitest('e2e', ['--root', 'e2e'], { E2E_REBUILD: '0' });
  }),
);

/** The committed budget; a broken file is a warning, never a reason to lose the run's summary. */
function readBudget(): TestBudget | undefined {
  const file = path.join(root, 'infra/test-budget.json');
  try {
    return testBudgetSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    console.warn(`Warning: infra/test-budget.json could not be read (${String(error)}); no phase was checked against a budget.`);
    return undefined;
  }
}

const budget = readBudget();
// Phases overlap, so the whole run is its wall-clock time (with the install before it), not their sum.
const totalSeconds =
  Math.round((performance.now() - runStarted) / 100) / 10 + (Number.isFinite(installSeconds) && installSeconds > 0 ? installSeconds : 0);
writeFileSync(path.join(resultsDir, 'timings.json'), `${JSON.stringify({ phases, files, totalSeconds }, null, 2)}\n`);
console.log(`\n${timingReport({ phases, files, totalSeconds }, budget).join('\n')}`);
console.log(`(every file's seconds: .test-results/timings.json)`);
if (recap.length > 0) console.log(`\nWhat failed (printed in its place above, said again here):\n${recap.join('\n')}`);

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
