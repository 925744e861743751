import { readFileSync } from 'node:fs';

/*
 * `tsx infra/src/bench/profile-summary.ts <file.cpuprofile> [count]`: what a CPU profile written by
 * `BENCH_CPU_PROF=<dir>` spent its time on, from the first HTTP request on (start-up left out): the
 * functions with the most self time, and each sample charged to the nearest frame of a package or of our
 * own code, so "jose", "zod" or "gateway/src/plugin/forward.ts" shows what it costs with everything it
 * calls in Node. docs/perf.md reads these; Chrome DevTools or speedscope show the same file as a flame graph.
 */

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

const [file, countArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [count]');
const count = Number(countArg ?? 20);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

const frameOf = (id: number) => byId.get(id)!.callFrame;
const stack = function* (id: number) {
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) yield frameOf(at);
};
const shortUrl = (url: string) => url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(gateway|services|packages|infra)\//, '$1/');
const ownerOf = (url: string) =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? /\/((?:gateway|services|packages|infra)\/.+)$/.exec(url)?.[1];

const selfTime = new Map<string, number>();
const ownerTime = new Map<string, number>();
let busy = 0;
let idle = 0;
let loaded = false;
profile.samples.forEach((id, i) => {
  loaded ||= [...stack(id)].some((frame) => frame.functionName === 'parserOnIncoming');
  if (!loaded) return;
  const ms = (profile.timeDeltas[i] ?? 0) / 1000;
  const { functionName, url, lineNumber } = frameOf(id);
  if (functionName === '(idle)') return void (idle += ms);
  busy += ms;
  const name = `${functionName || '(anonymous)'} ${shortUrl(url)}${url ? `:${lineNumber + 1}` : ''}`;
  selfTime.set(name, (selfTime.get(name) ?? 0) + ms);
  let owner = functionName.startsWith('(') ? functionName : undefined;
  for (const frame of stack(id)) owner ??= ownerOf(frame.url);
  owner ??= 'node internals (sockets, streams, http)';
  ownerTime.set(owner, (ownerTime.get(owner) ?? 0) + ms);
});

const top = (times: Map<string, number>) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${name}`)
    .join('\n');
console.log(`${file}\nbusy ${busy.toFixed(0)} ms, idle ${idle.toFixed(0)} ms (from the first request on)\n`);
console.log(`self time, % of busy\n${top(selfTime)}\n`);
console.log(`by nearest package or file of ours, % of busy\n${top(ownerTime)}`);
