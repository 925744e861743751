import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontends } from '../src/build/build-frontends';
import { cleanUpTestPlatform, launchPlatform, platformProcesses, testPlatformEnv } from '../src/platform';
import { createLogPrettifier } from '../src/platform/pretty-logs';
import { latencyChartSvg } from './chart';
import { runScenario, type Outcome } from './measure';
import { machineLine, markdownReport, readmeFigures, summaryHeader, summaryRows, textTable } from './report';
import { scenarios } from './scenarios';
import { fundUsers } from '../src/platform/fund-users';
import { logInAdmin, registerFamilies } from './seed';

/*
 * `npm run load` (issue 14): starts a whole platform of its own on loopback (own databases, NATS prefix,
 * Redis keys, free ports; rate limits raised), seeds families and logs the admin in, then drives each
 * scenario of scenarios.ts through the gateway with autocannon, prints a table per scenario, writes
 * report/load-report.md with a latency-over-time chart, and exits 1 when a scenario missed its limits.
 * Bounded: LOAD_SECONDS per scenario (15), and the whole run is stopped after LOAD_MAX_MINUTES (6).
 * Never part of npm test.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const reportDir = path.join(root, 'infra', 'load', 'report');
const maxMinutes = Number(process.env.LOAD_MAX_MINUTES ?? 6);
const familyCount = Number(process.env.LOAD_FAMILIES ?? 12);

// The platform reads these at start: the gateway's limiter is not what this run measures.
process.env.RATE_LIMIT_MAX = String(10_000_000);
process.env.RATE_LIMIT_USER_MAX = String(10_000_000);

const loadBefore = os.loadavg();
await buildFrontends(undefined, { onlyMissing: true });
const { runId, env } = await testPlatformEnv();
const gatewayUrl = `http://127.0.0.1:${env.GATEWAY_PORT}`;
const pretty = createLogPrettifier({ colour: process.stdout.isTTY });
console.log(`\nLoad run ${runId}: starting the platform on loopback…`);
const platform = await launchPlatform(platformProcesses(env), {
  root,
  baseEnv: { LOG_LEVEL: 'warn' },
  // Only what went wrong: a warning or an error from any process.
  output: (name, line) => process.stderr.write(`${name.padEnd(10)} ${pretty(line)}\n`),
});

let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await platform.stopAll();
    await cleanUpTestPlatform(runId, env).catch((err: Error) => console.error(`cleaning up: ${err.message}`));
  }
  process.exit(code);
}
setTimeout(() => {
  console.error(`\nThe load run passed its bound of ${maxMinutes} minutes; stopping.`);
  void stop(1);
}, maxMinutes * 60_000).unref();
process.once('SIGINT', () => void stop(130));

try {
  console.log(`Seeding ${familyCount} families and the admin…`);
  const families = await registerFamilies(gatewayUrl, familyCount);
  await fundUsers(
    env.NATS_URL,
    env.NATS_PREFIX,
    families.map((f) => f.id),
  );
  const admin = await logInAdmin(gatewayUrl, process.env.ADMIN_USERNAME ?? 'spelladmin', process.env.ADMIN_PASSWORD ?? 'Spell!Admin2025');

  const outcomes: Outcome[] = [];
  for (const scenario of scenarios({ origin: gatewayUrl, families, admin })) {
    // A second unmeasured, so the first answers of a scenario are not its cold start (JIT, pools, caches).
    await runScenario({ ...scenario, seconds: 1 }, gatewayUrl);
    console.log(`\n${scenario.title}: ${scenario.connections} connections for ${scenario.seconds} s`);
    const outcome = await runScenario(scenario, gatewayUrl);
    outcomes.push(outcome);
    console.log(textTable(summaryHeader, summaryRows([outcome])));
  }

  console.log(`\nAll scenarios\n${textTable(summaryHeader, summaryRows(outcomes))}`);
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(path.join(reportDir, 'latency.svg'), await latencyChartSvg(outcomes));
  const date = new Date();
  const report = markdownReport(outcomes, { date, machine: machineLine(loadBefore), chartFile: 'latency.svg' });
  writeFileSync(path.join(reportDir, 'load-report.md'), report);
  console.log(`\nReport: ${path.relative(root, path.join(reportDir, 'load-report.md'))} (chart: latency.svg)`);
  // The README's performance section shows the last run, laid out as `npm run lint` expects.
  const readmePath = path.join(root, 'README.md');
  const seconds = Math.max(...outcomes.map((o) => o.scenario.seconds));
  const readme = readmeFigures(readFileSync(readmePath, 'utf8'), outcomes, { date, machine: machineLine(loadBefore), seconds });
  writeFileSync(readmePath, await prettier.format(readme, { ...(await prettier.resolveConfig(readmePath)), filepath: readmePath }));
  console.log('README.md: performance figures updated');
  const failed = outcomes.filter((o) => o.missed.length > 0);
  if (failed.length) console.error(`\n${failed.length} scenario(s) missed their limits: ${failed.map((o) => o.scenario.key).join(', ')}`);
  await stop(failed.length ? 1 : 0);
} catch (err) {
  console.error(err);
  await stop(1);
}
