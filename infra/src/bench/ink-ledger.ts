import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { connectNats, ensureDatabase, dropDatabase, sendCommand, subjectsFor } from '@inkspell/service-kit';
import { waitFor } from '@inkspell/service-kit/testing';
import { cleanUpTestPlatform, databaseUrlFor, gatewayKeys, launchPlatform, platformProcesses, testPlatformEnv } from '../platform';
import { areas } from '@inkspell/contracts/areas';
import { writeBenchResult } from './result-file';
import { addUsed, cpuTicksOfRun } from './run-cpu';

/**
 * `npm run bench` (second part): ledger holds per second over NATS — each one `ink.hold.create` then
 * `ink.hold.capture` or `ink.hold.release`, 50 clients at once — beside pgbench's simple-update TPS on the same
 * PostgreSQL (run before and after the holds; the ratio is on their mean); then the ledger check on what the run
 * wrote. Measurements for people to read; never a timed test in CI. `BENCH_CPU_PROF=<dir>` writes the ink service's CPU profile to <dir>/ink (profile-summary.ts
 * reads it); every run prints the CPU per hold of the bench client, ink and its PostgreSQL backends (run-cpu.ts).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const clients = Number(process.env.INK_BENCH_CLIENTS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Load before the first measured second, not counted: the service's JIT and PostgreSQL's caches warm up first. */
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const run = promisify(execFile);
const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;

/** pgbench ships with PostgreSQL; Debian keeps it out of PATH. */
function findPgbench(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const candidate = path.join(base, version, 'bin/pgbench');
    if (existsSync(candidate)) return candidate;
  }
  return 'pgbench';
}

/** pgbench's built-in simple-update script (-N) on a scratch database: the PostgreSQL this machine has. */
async function pgbenchTps(pgUrl: string, runId: string): Promise<number> {
  const url = new URL(pgUrl);
  url.pathname = `/inkspell_pgbench_${runId}`;
  const pgbench = findPgbench();
  await ensureDatabase(url.toString());
  try {
    await run(pgbench, ['-i', '-q', url.toString()]);
    const { stdout } = await run(pgbench, ['-N', '-c', String(clients), '-j', '2', '-T', String(seconds), url.toString()]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`could not read pgbench's result:\n${stdout}`);
    return Number(tps);
  } finally {
    await dropDatabase(url.toString());
  }
}

interface Outcome {
  holds: number;
  failures: number;
  latenciesMs: number[];
  elapsedMs: number;
}

/** `clients` loops, each holding 1 ink for its user then capturing or releasing it, until time is up. */
async function holdLoad(options: { natsUrl: string; prefix: string; users: string[]; seconds: number }): Promise<Outcome> {
  const nc = await connectNats(options.natsUrl, 'ink-bench');
  const subjects = subjectsFor(options.prefix);
  const outcome: Outcome = { holds: 0, failures: 0, latenciesMs: [], elapsedMs: 0 };
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const client = async (index: number) => {
    const userId = options.users[index % options.users.length]!;
    for (let i = 0; performance.now() < deadline; i++) {
      const t0 = performance.now();
      try {
        const { holdId } = await sendCommand(
          nc,
          subjects,
          'ink.hold.create',
          { idempotencyKey: randomUUID(), userId, amount: 1, description: 'bench story' },
          { timeoutMs: 10_000 },
        );
        if (i % 2 === 0)
          await sendCommand(nc, subjects, 'ink.hold.capture', { holdId, description: 'bench story saved' }, { timeoutMs: 10_000 });
        else await sendCommand(nc, subjects, 'ink.hold.release', { holdId, reason: 'bench story failed' }, { timeoutMs: 10_000 });
        outcome.holds += 1;
        outcome.latenciesMs.push(performance.now() - t0);
      } catch {
        outcome.failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  outcome.elapsedMs = performance.now() - started;
  await nc.drain();
  return outcome;
}

/** Gives each bench user enough ink for the whole run, the way ink arrives in production: an event. */
async function fund(natsUrl: string, prefix: string, users: string[]): Promise<void> {
  const nc = await connectNats(natsUrl, 'ink-bench-funding');
  const subjects = subjectsFor(prefix);
  const js = nc.jetstream();
  for (const userId of users) {
    const id = randomUUID();
    const data = { refundRequestId: randomUUID(), userId, inkAmount: 1_000_000, itemTitle: 'bench funds' };
    await js.publish(
      subjects.of('inkspell.refund.approved'),
      JSON.stringify({ id, type: 'inkspell.refund.approved', occurredAt: new Date().toISOString(), data }),
      { msgID: id },
    );
  }
  for (const userId of users) {
    await waitFor(async () => (await sendCommand(nc, subjects, 'ink.balance.get', { userId })).balance >= 1_000_000, {
      what: `bench user ${userId} funded`,
      timeoutMs: 30_000,
    });
  }
  await nc.drain();
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function runLedgerCheck(databaseUrl: string): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'services/ink/src/ledger-check.ts')], {
    cwd: root,
    env: { ...process.env, INK_DATABASE_URL: databaseUrl },
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.once('exit', resolve));
}

const { runId, env } = await testPlatformEnv();
const inkArea = areas.find((area) => area.service.name === 'ink')!;
const inkDatabaseUrl = databaseUrlFor(env, inkArea.service);
const ink = platformProcesses(env, gatewayKeys(env)).find((spec) => spec.name === 'ink')!;
if (profileDir) {
  mkdirSync(path.join(profileDir, 'ink'), { recursive: true });
  ink.env.NODE_OPTIONS = `--import=${path.join(root, 'infra/src/bench/cpu-profile.mjs')}`;
  ink.env.CPU_PROF_DIR = path.join(profileDir, 'ink');
}
console.log(`\nInk ledger bench (run ${runId}): starting the ink service alone…`);
const platform = await launchPlatform([ink], { root, baseEnv: { LOG_LEVEL: 'warn' } });
let checkExit: number | null | undefined;
let failedHolds: number | undefined;
try {
  const spread = Array.from({ length: clients }, () => randomUUID());
  const shared = [randomUUID()];
  await fund(env.NATS_URL, env.NATS_PREFIX, [...spread, shared[0]!]);

  console.log(
    `${clients} clients over NATS, ${seconds} s each after ${warmUpSeconds} s of warm-up; a hold = ink.hold.create + ink.hold.capture (or .release), 1 ink\n`,
  );
  // CPU the client, ink and ink's PostgreSQL backends used per hold in each scenario (NATS is shared and left out).
  const load = { natsUrl: env.NATS_URL, prefix: env.NATS_PREFIX };
  if (warmUpSeconds > 0) {
    const warmUp = await holdLoad({ ...load, users: spread, seconds: warmUpSeconds });
    if (warmUp.failures) throw new Error(`${warmUp.failures} holds failed while warming up`);
  }
  const measured = async (name: string, users: string[]) => {
    const before = cpuTicksOfRun(runId);
    const outcome = await holdLoad({ ...load, users, seconds });
    const ticks = new Map<string, number>();
    addUsed(ticks, before, cpuTicksOfRun(runId));
    return { name, outcome, ticks };
  };
  // pgbench before and after the holds, the ratio on their mean: this shared host's speed drifts within a minute.
  const pgbench = (when: string) => {
    console.log(`pgbench -i on a scratch database, then pgbench -N -c ${clients} -j 2 -T ${seconds} on the same PostgreSQL (${when})…`);
    return pgbenchTps(process.env.PG_URL ?? env.PG_URL, `${runId}_${when}`);
  };
  const tpsBefore = await pgbench('before');
  const scenarios = [await measured('one wallet per client', spread), await measured('all clients on one wallet', shared)];
  failedHolds = scenarios.reduce((sum, { outcome }) => sum + outcome.failures, 0);
  const tpsAfter = await pgbench('after');
  const tps = (tpsBefore + tpsAfter) / 2;

  console.log('\nworkload                      per s    p50 ms   p99 ms  vs pgbench  failures');
  const row = (name: string, rate: number, p50: string, p99: string, failures: string) =>
    console.log(
      [
        name.padEnd(28),
        rate.toFixed(0).padStart(7),
        p50.padStart(8),
        p99.padStart(8),
        `${(rate / tps).toFixed(2)}x`.padStart(11),
        failures.padStart(9),
      ].join('  '),
    );
  row('pgbench, before the holds', tpsBefore, '-', '-', '-');
  row('pgbench, after the holds', tpsAfter, '-', '-', '-');
  row('pgbench simple-update, mean', tps, '-', '-', '-');
  for (const { name, outcome } of scenarios) {
    const sorted = [...outcome.latenciesMs].sort((a, b) => a - b);
    row(
      `holds, ${name}`,
      outcome.holds / (outcome.elapsedMs / 1000),
      percentile(sorted, 50).toFixed(1),
      percentile(sorted, 99).toFixed(1),
      String(outcome.failures),
    );
  }
  console.log(
    '\nCPU per hold (µs): ' +
      scenarios
        .map(
          ({ name, outcome, ticks }) =>
            `${name}: ` +
            [...ticks].map(([group, t]) => `${group} ${Math.round(((t / 100) * 1e6) / Math.max(1, outcome.holds))}`).join(', '),
        )
        .join('; '),
  );
  writeBenchResult('ink-ledger', [
    { figure: 'pgbench simple-update (mean of before and after)', value: Math.round(tps), unit: 'TPS' },
    ...scenarios.map(({ name, outcome }) => {
      const rate = outcome.holds / (outcome.elapsedMs / 1000);
      return { figure: `holds, ${name}`, value: Math.round(rate), unit: 'holds/s', ratio: `${(rate / tps).toFixed(2)}× pgbench` };
    }),
  ]);
  console.log('\nA hold is two NATS round trips and two ledger postings (the hold, then its capture or release), each one');
  console.log(
    'statement of a batch (ADR 0039) with the deferred balance check; a pgbench transaction is one update, one select, one insert.\n',
  );

  console.log('Ledger check on what the bench wrote:');
  checkExit = await runLedgerCheck(inkDatabaseUrl);
} finally {
  await platform.stopAll();
  await cleanUpTestPlatform(runId, env);
}
if (profileDir) console.log(`CPU profile of ink: ${profileDir}/ink/*.cpuprofile (tsx infra/src/bench/profile-summary.ts <file>)`);
if (checkExit !== 0) {
  console.error(`ledger check failed (exit ${checkExit})`);
  process.exitCode = 1;
}
if (failedHolds) {
  // Only completed holds count as throughput; one that failed is a fault of the ledger, not a slower figure.
  console.error(`${failedHolds} holds failed: the figures above leave them out and the bench fails`);
  process.exitCode = 1;
}
