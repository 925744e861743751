import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm test`: type checks, lint, then every workspace's unit and integration tests on the real servers, the
 * reliability suite (e2e/reliability), then the browser suite in Chromium. The last line is the summary
 * `N passed, N failed` over all of them.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const resultsDir = path.join(root, '.test-results');
mkdirSync(resultsDir, { recursive: true });

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  numTodoTests?: number;
  success: boolean;
}

async function vitest(label: string, args: string[]): Promise<{ passed: number; failed: number }> {
  const output = path.join(resultsDir, `${label}.json`);
  const code = await run(process.execPath, [
    path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs'),
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  if (!existsSync(output)) return { passed: 0, failed: 1 };
  const result = JSON.parse(readFileSync(output, 'utf8')) as VitestJson;
  const skipped = (result.numPendingTests ?? 0) + (result.numTodoTests ?? 0);
  // A suite that crashed outside a test still fails the run, even with every counted test green.
  const failed = result.numFailedTests + skipped + (code !== 0 && result.numFailedTests === 0 ? 1 : 0);
  return { passed: result.numPassedTests, failed };
}

async function ensureChromium(): Promise<void> {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  if (process.getuid?.() !== 0) throw new Error(`Chromium is missing at ${chromium}: install Debian's chromium package`);
  console.log('Installing Debian Chromium for the browser suite…');
  await run('apt-get', ['update', '-qq']);
  const code = await run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
  if (code !== 0) throw new Error('apt-get could not install chromium');
}

let passed = 0;
let failed = 0;
const tsc = require.resolve('typescript/bin/tsc');
for (const project of ['tsconfig.node.json', 'tsconfig.web.json', 'e2e/tsconfig.json']) {
  console.log(`\n▶ typecheck ${project}`);
  if ((await run(process.execPath, [tsc, '--noEmit', '-p', project])) === 0) passed += 1;
  else failed += 1;
}

// The two halves of `npm run lint`, run apart so one failing does not hide the other; each counts once.
const binOf = (pkg: string, bin: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), bin);
const lints: [string, string[]][] = [
  ['eslint', [binOf('eslint', 'bin/eslint.js'), '--max-warnings=0', '.']],
  ['prettier --check', [binOf('prettier', 'bin/prettier.cjs'), '--check', '--log-level=warn', '.']],
];
for (const [label, args] of lints) {
  console.log(`\n▶ lint: ${label}`);
  if ((await run(process.execPath, args)) === 0) passed += 1;
  else failed += 1;
}

console.log('\n▶ unit and integration tests');
const units = await vitest('vitest', []);
passed += units.passed;
failed += units.failed;

// The reliability suite starts a platform of its own (API only) and prints its scenario summary.
console.log('\n▶ reliability suite');
const reliability = await vitest('reliability', ['--config', 'e2e/reliability/vitest.config.ts']);
passed += reliability.passed;
failed += reliability.failed;

console.log('\n▶ end-to-end tests in Chromium');
await ensureChromium();
const e2e = await vitest('e2e', ['--root', 'e2e']);
passed += e2e.passed;
failed += e2e.failed;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
