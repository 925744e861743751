import { readdirSync, readFileSync } from 'node:fs';

/*
 * The CPU the processes of one bench run used, told apart from everything else on a shared machine: the
 * platform's processes carry the run id in their environment (REDIS_PREFIX, DATABASE_SUFFIX), PostgreSQL
 * backends carry it in their database's name, and the bench's own helpers are its children. Redis and NATS
 * are shared servers and cannot be split by run, so they are left out. Divided by the answers of a run it
 * gives the CPU one request costs, which the machine's load barely changes — unlike req/s (docs/perf.md).
 */
const ticksPerSecond = 100; // USER_HZ on Linux

/** Ticks by `group:pid`. */
export type CpuTicks = Map<string, number>;

function groupOf(pid: string, runId: string, benchPid: number): string | undefined {
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  if (args.startsWith('postgres:')) return args.includes(runId) ? 'postgres' : undefined;
  if (Number(pid) === benchPid) return 'client';
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  if (parent === benchPid && (args.includes('minimal-proxy.ts') || args.includes('createServer((q, s)'))) return 'proxy';
  if (!readFileSync(`/proc/${pid}/environ`, 'utf8').includes(runId)) return undefined;
  if (args.includes('gateway/src/main.ts')) return 'gateway';
  if (args.includes('services/accounts/')) return 'accounts';
  if (args.includes('services/ink/')) return 'ink';
  return undefined;
}

/** User + system ticks used so far by each of this run's processes, with its group (Linux /proc). */
export function cpuTicksOfRun(runId: string, benchPid = process.pid): CpuTicks {
  const ticks: CpuTicks = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const group = groupOf(pid, runId, benchPid);
      if (!group) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(`${group}:${pid}`, Number(fields[11]) + Number(fields[12]));
    } catch {
      // the process ended, or is not ours to read
    }
  }
  return ticks;
}

/**
 * Adds to `sum`, per group, what the processes used between two snapshots (a process that started in
 * between counts from zero; one that ended takes its last ticks with it, which only PostgreSQL backends do).
 */
export function addUsed(sum: Map<string, number>, before: CpuTicks, after: CpuTicks): void {
  for (const [key, ticks] of after) {
    const group = key.slice(0, key.indexOf(':'));
    sum.set(group, (sum.get(group) ?? 0) + ticks - (before.get(key) ?? 0));
  }
}

/**
 * Microseconds of CPU per answer in each group, from the ticks the groups used over `seconds` and that many
 * answers, less what they use idle per second (timers, pollers, consumers), which is not the requests' cost.
 */
export function cpuPerAnswer(
  used: Map<string, number>,
  answers: number,
  seconds: number,
  idlePerSecond: Map<string, number>,
): Map<string, number> {
  const out = new Map<string, number>();
  if (answers <= 0) return out;
  for (const [group, ticks] of used) {
    const busy = Math.max(0, ticks - (idlePerSecond.get(group) ?? 0) * seconds);
    out.set(group, (busy / ticksPerSecond / answers) * 1e6);
  }
  return out;
}
