import { readdirSync, readFileSync } from 'node:fs';

/*
 * `tsx infra/src/bench/cpu-by-process.ts [seconds]` beside `npm run bench` (Linux): every second, the CPU each
 * part of the platform used, in % of one core, from /proc. Divided by the req/s of the run going on, it gives
 * the CPU one request costs in each process — how docs/perf.md splits a request between the gateway,
 * accounts, ink, PostgreSQL, Redis and NATS. Processes are told apart by their command line.
 */
const groups: [string, (args: string) => boolean][] = [
  ['gateway', (args) => args.includes('gateway/src/main.ts')],
  ['accounts', (args) => args.includes('services/accounts/')],
  ['ink', (args) => args.includes('services/ink/')],
  ['postgres', (args) => args.startsWith('postgres')],
  ['redis', (args) => args.includes('redis-server')],
  ['nats', (args) => args.includes('nats-server')],
  ['bench', (args) => args.includes('infra/src/bench/gateway-overhead')],
  ['helpers', (args) => args.includes('minimal-proxy.ts') || args.includes('createServer((q, s)')],
];
const ticksPerSecond = 100; // USER_HZ on Linux

function snapshot(): Map<string, { ticks: number; group: string }> {
  const seen = new Map<string, { ticks: number; group: string }>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const group = groups.find(([, matches]) => matches(args))?.[0] ?? 'other';
      seen.set(pid, { ticks: Number(fields[11]) + Number(fields[12]), group });
    } catch {
      // the process ended between the listing and the read
    }
  }
  return seen;
}

const seconds = Number(process.argv[2] ?? 120);
const names = [...groups.map(([name]) => name), 'other'];
console.log(`time      ${names.map((name) => name.padStart(9)).join('')}`);
let before = snapshot();
for (let i = 0; i < seconds; i++) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const now = snapshot();
  const used = new Map(names.map((name) => [name, 0]));
  for (const [pid, { ticks, group }] of now) used.set(group, used.get(group)! + ticks - (before.get(pid)?.ticks ?? ticks));
  before = now;
  const time = new Date().toISOString().slice(11, 19);
  console.log(`${time}  ${names.map((name) => String(Math.round((100 * used.get(name)!) / ticksPerSecond)).padStart(9)).join('')}`);
}
