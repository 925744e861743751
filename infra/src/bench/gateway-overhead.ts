import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectNats, sendCommand, subjectsFor } from '@inkspell/service-kit';
import { cleanUpTestPlatform, freePort, launchPlatform, platformProcesses, portOf, testPlatformEnv } from '../platform';
import { measure, median, type Target, type Run } from './load';
import { addUsed, cpuPerAnswer, cpuTicksOfRun } from './run-cpu';
import { signUp, signUpMany, waitForInk } from './signed-in-user';
import { writeBenchResult } from './result-file';

/**
 * `npm run bench` (first part): GET /api/auth/user five ways in one run — a bare node:http server (the ceiling),
 * the accounts service directly, a minimal node:http proxy hop in front of it, the gateway anonymously and the
 * gateway signed in (cookie → Redis → EdDSA token → accounts → PostgreSQL → NATS ink.balance.get) — alternated
 * round by round so the machine's noise falls on all of them alike, medians reported with the ratios that
 * matter. Any status other than the expected one (a 429 included) is a failure, never throughput.
 * Measurements for people to read; never a timed test in CI.
 *
 * BENCH_CONNECTIONS (50), BENCH_SECONDS (5), BENCH_ROUNDS (3), GATEWAY_WORKERS (the gateway's default),
 * BENCH_PATHS=raw,direct,proxy,gateway,express-path,signed-in,signed-in-many (a subset), BENCH_CPU_PROF=<dir> (CPU profiles of the gateway
 * and accounts, written when they stop; see docs/perf.md).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// Not BENCH_ONLY: `npm run bench` reads that one for bench names and passes its environment on.
const only = process.env.BENCH_PATHS?.split(',').map((key) => key.trim());
const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
const route = '/api/auth/user';

/** A one-file helper run as its own process; resolves once it prints its first line. */
async function startChild(args: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
  return child;
}

/** The ceiling: the bytes of the service's anonymous 401, answered by node:http alone. */
function startCeiling(port: number) {
  const source = `require('node:http').createServer((q, s) => { s.writeHead(401, {'content-type': 'application/json'}); s.end('{"message":"Login Required"}'); }).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  return startChild(['-e', source]);
}

// The load comes from one address; the platform's own limit would answer most of it with 429s.
const { runId, env } = await testPlatformEnv();
const specs = platformProcesses(env).map((spec) => {
  if (spec.name === 'gateway') Object.assign(spec.env, { RATE_LIMIT_MAX: String(1e9), RATE_LIMIT_USER_MAX: String(1e9) });
  if (spec.name === 'gateway' && process.env.GATEWAY_WORKERS) spec.env.GATEWAY_WORKERS = process.env.GATEWAY_WORKERS;
  if (profileDir && ['gateway', 'accounts', 'ink'].includes(spec.name)) {
    const dir = path.join(profileDir, spec.name);
    mkdirSync(dir, { recursive: true });
    spec.env.NODE_OPTIONS = `--import=${path.join(root, 'infra/src/bench/cpu-profile.mjs')}`;
    spec.env.CPU_PROF_DIR = dir;
  }
  return spec;
});
console.log(`Starting a platform of its own (run ${runId})…`);
const platform = await launchPlatform(specs, { root, baseEnv: { LOG_LEVEL: 'warn' } });
// The same gateway with every pipeline run by express-gateway itself (no fast path, ADR 0012), for comparison.
const gatewaySpec = specs.find((spec) => spec.name === 'gateway')!;
const expressPort = await freePort();
const expressEnv: Record<string, string> = { ...gatewaySpec.env, GATEWAY_PORT: String(expressPort), GATEWAY_FAST_PATH: 'false' };
if (profileDir) mkdirSync((expressEnv.CPU_PROF_DIR = path.join(profileDir, 'gateway-express')), { recursive: true });
const expressGateway = await launchPlatform([{ ...gatewaySpec, name: 'gateway-express', port: expressPort, env: expressEnv }], {
  root,
  baseEnv: { LOG_LEVEL: 'warn' },
});
const children: ChildProcess[] = [];
const gatewayUrl = `http://127.0.0.1:${env.GATEWAY_PORT}`;
const accountsUrl = `http://127.0.0.1:${portOf(env, 'accounts')}`;
let failed = false;

try {
  const [ceilingPort, proxyPort] = [await freePort(), await freePort()];
  children.push(await startCeiling(ceilingPort));
  children.push(await startChild(['--import', 'tsx', path.join(root, 'infra/src/bench/minimal-proxy.ts'), String(proxyPort), accountsUrl]));
  const origin = `http://localhost:${env.GATEWAY_PORT}`;
  const user = await signUp(gatewayUrl, origin);
  const welcome = await waitForInk(gatewayUrl, user.cookie, (ink) => ink > 0, 30_000);
  const crowd = !only || only.includes('signed-in-many') ? await signUpMany(gatewayUrl, origin, connections) : [];

  const targets: Target[] = [
    { key: 'raw', name: 'raw node:http (ceiling)', url: `http://127.0.0.1:${ceilingPort}${route}`, expect: 401 },
    { key: 'direct', name: 'accounts direct', url: `${accountsUrl}${route}`, expect: 401 },
    { key: 'proxy', name: 'minimal node:http proxy', url: `http://127.0.0.1:${proxyPort}${route}`, expect: 401 },
    { key: 'gateway', name: 'gateway, anonymous', url: `${gatewayUrl}${route}`, expect: 401 },
    { key: 'express-path', name: '  without fast path', url: `http://127.0.0.1:${expressPort}${route}`, expect: 401 },
    { key: 'signed-in', name: 'gateway, signed in', url: `${gatewayUrl}${route}`, expect: 200, headers: { cookie: user.cookie } },
    // The same with a different user on every connection: no two requests in flight share a read (each user's answer is kept for at most 1 s, ADR 0036).
    {
      key: 'signed-in-many',
      name: `  ${connections} users, 1 per conn.`,
      url: `${gatewayUrl}${route}`,
      expect: 200,
      perConnection: crowd.map((u) => ({ cookie: u.cookie })),
    },
  ].filter((target) => !only || only.includes(target.key));

  console.log(
    `\nGET ${route}: ${connections} connections, ${seconds} s per run, ${rounds} rounds of ${targets.map((t) => t.key).join(' → ')}`,
  );
  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} on this machine\n`,
  );
  for (const target of targets) await measure(target, { connections, seconds: 2 }); // warm-up: JIT, pools, caches
  const runs = new Map<string, Run[]>(targets.map((target) => [target.key, []]));
  // CPU this run's processes used during each target's runs, summed over the rounds (run-cpu.ts).
  const cpu = new Map<string, { ticks: Map<string, number>; answers: number }>(
    targets.map((target) => [target.key, { ticks: new Map(), answers: 0 }]),
  );
  // What the same processes use with no load, per second, to take out of each run's figures.
  const idleSeconds = 5;
  const idle = new Map<string, number>();
  const idleBefore = cpuTicksOfRun(runId);
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  addUsed(idle, idleBefore, cpuTicksOfRun(runId));
  for (const [group, ticks] of idle) idle.set(group, ticks / idleSeconds);
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      const before = cpuTicksOfRun(runId);
      const run = await measure(target, { connections, seconds });
      const after = cpuTicksOfRun(runId);
      runs.get(target.key)!.push(run);
      const sum = cpu.get(target.key)!;
      addUsed(sum.ticks, before, after);
      sum.answers += run.rate * seconds;
    }
  }
  const loadAfter = loadavg();

  const rowOf = (key: string) => {
    const list = runs.get(key);
    if (!list) return undefined;
    return {
      rate: median(list.map((r) => r.rate)),
      p50: median(list.map((r) => r.p50)),
      p99: median(list.map((r) => r.p99)),
      failures: list.reduce((sum, r) => sum + r.failures, 0),
      unexpected: [...new Set(list.flatMap((r) => r.unexpected))].join(' '),
    };
  };
  console.log('path                        req/s   p50 ms  p99 ms  failures  (medians of the rounds; failures summed)');
  for (const target of targets) {
    const row = rowOf(target.key)!;
    console.log(
      [
        target.name.padEnd(25),
        String(Math.round(row.rate)).padStart(7),
        String(row.p50).padStart(7),
        String(row.p99).padStart(7),
        String(row.failures).padStart(9),
        row.unexpected ? ` ${row.unexpected}` : '',
      ].join(' '),
    );
    if (row.failures > 0) failed = true;
  }
  const ratio = (a?: number, b?: number) => (a !== undefined && b ? (a / b).toFixed(2) : '-');
  const [direct, proxy, gateway, expressPath, signedIn, crowdRow] = [
    'direct',
    'proxy',
    'gateway',
    'express-path',
    'signed-in',
    'signed-in-many',
  ].map(rowOf);
  console.log(
    `\nper round (req/s): ${targets
      .map(
        (t) =>
          `${t.key} ${runs
            .get(t.key)!
            .map((r) => Math.round(r.rate))
            .join('/')}`,
      )
      .join(', ')}`,
  );
  console.log(`minimal proxy / direct        ${ratio(proxy?.rate, direct?.rate)}`);
  console.log(`gateway / minimal proxy       ${ratio(gateway?.rate, proxy?.rate)}   (req/s, anonymous)`);
  console.log(`  without fast path / proxy   ${ratio(expressPath?.rate, proxy?.rate)}   (express-gateway runs the pipeline)`);
  console.log(`signed in / anonymous         ${ratio(signedIn?.rate, gateway?.rate)}   (req/s, both through the gateway)`);
  console.log(`  ${connections} users / anonymous      ${ratio(crowdRow?.rate, gateway?.rate)}   (a user per connection; goal ≥ 0.7×)`);
  console.log(`gateway p99 / proxy p99       ${ratio(gateway?.p99, proxy?.p99)}`);
  console.log(`load average after: ${loadAfter.map((n) => n.toFixed(2)).join(' ')}`);
  const perSecond = (figure: string, row: typeof gateway, ratio?: string) =>
    row ? [{ figure, value: Math.round(row.rate), unit: 'req/s', ...(ratio ? { ratio } : {}) }] : [];
  writeBenchResult('gateway-overhead', [
    ...perSecond('direct to accounts', direct),
    ...perSecond('minimal node:http proxy', proxy, `${ratio(proxy?.rate, direct?.rate)}× direct`),
    ...perSecond('gateway, anonymous', gateway, `${ratio(gateway?.rate, proxy?.rate)}× minimal proxy`),
    ...perSecond('gateway, signed in', signedIn, `${ratio(signedIn?.rate, gateway?.rate)}× anonymous`),
    ...(gateway ? [{ figure: 'gateway p99', value: gateway.p99, unit: 'ms', ratio: `${ratio(gateway.p99, proxy?.p99)}× proxy p99` }] : []),
  ]);

  // What one answer costs in CPU, which a loaded machine changes far less than req/s: on a machine of its
  // own, a path that is CPU-bound runs at a rate inversely proportional to its total.
  const groups = ['client', 'proxy', 'gateway', 'accounts', 'ink', 'postgres'];
  const perAnswer = new Map(
    targets.map((t) => [t.key, cpuPerAnswer(cpu.get(t.key)!.ticks, cpu.get(t.key)!.answers, seconds * rounds, idle)]),
  );
  const totalOf = (key: string) => [...(perAnswer.get(key)?.values() ?? [])].reduce((a, b) => a + b, 0);
  console.log(`\nCPU per answer, µs (this run's processes, less their idle use; the shared Redis and NATS not included)`);
  console.log(`path                     ${groups.map((g) => g.padStart(9)).join('')}    total`);
  for (const target of targets) {
    const row = perAnswer.get(target.key)!;
    console.log(
      `${target.name.padEnd(25)}${groups.map((g) => String(Math.round(row.get(g) ?? 0)).padStart(9)).join('')}${String(Math.round(totalOf(target.key))).padStart(9)}`,
    );
  }
  const cpuRatio = (fast: string, slow: string) => (perAnswer.has(fast) && perAnswer.has(slow) ? ratio(totalOf(fast), totalOf(slow)) : '-');
  console.log(
    `CPU-bound estimate: gateway / minimal proxy ${cpuRatio('proxy', 'gateway')}, signed in / anonymous ${cpuRatio('gateway', 'signed-in')}`,
  );

  // The signed-in answer must still be the ledger's: a movement shows within a second.
  const nc = await connectNats(env.NATS_URL, 'gateway-bench');
  try {
    const subjects = subjectsFor(env.NATS_PREFIX);
    const moved = performance.now();
    const { holdId } = await sendCommand(nc, subjects, 'ink.hold.create', {
      idempotencyKey: `bench-${runId}`,
      userId: user.id,
      amount: 1,
      description: 'bench freshness check',
    });
    await waitForInk(gatewayUrl, user.cookie, (ink) => ink === welcome - 1, 5_000);
    const ms = performance.now() - moved;
    console.log(`\nbalance freshness: a 1-ink hold showed in GET ${route} after ${ms.toFixed(0)} ms (${welcome} → ${welcome - 1})`);
    if (ms > 1000) failed = true;
    await sendCommand(nc, subjects, 'ink.hold.release', { holdId, reason: 'bench done' });
  } finally {
    await nc.drain();
  }
} finally {
  for (const child of children) child.kill();
  await expressGateway.stopAll();
  await platform.stopAll();
  await cleanUpTestPlatform(runId, env);
}
if (profileDir) console.log(`CPU profiles: ${profileDir}/{gateway,accounts}/*.cpuprofile`);
if (failed) {
  console.error('gateway bench: some answers were not the expected status, or the balance was stale');
  process.exitCode = 1;
}
