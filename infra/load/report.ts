import os from 'node:os';
import type { Outcome } from './measure';

/** The machine a run measured, in one line: the figures mean nothing without it. */
export function machineLine(loadBefore: number[]): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}; load average before the run ${loadBefore.map((l) => l.toFixed(2)).join(' / ')}`;
}

const ms = (value: number) => value.toFixed(0);

/** One row per scenario: what it did, its figures and whether it stayed within its limits. */
export function summaryRows(outcomes: readonly Outcome[]): string[][] {
  return outcomes.map((o) => [
    o.scenario.key,
    String(o.scenario.connections),
    String(o.requests),
    o.rate.toFixed(1),
    `${(o.errorRate * 100).toFixed(2)}%`,
    ms(o.p50),
    `${ms(o.p95)} / ${o.scenario.thresholds.p95Ms}`,
    `${ms(o.p99)} / ${o.scenario.thresholds.p99Ms}`,
    o.missed.length === 0 ? 'pass' : `FAIL: ${o.missed.join('; ')}`,
  ]);
}

export const summaryHeader = [
  'scenario',
  'conns',
  'requests',
  'ok req/s',
  'errors',
  'p50 ms',
  'p95 ms / limit',
  'p99 ms / limit',
  'result',
];

/** A plain-text table for the terminal. */
export function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

function markdownTable(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

/** The Markdown report: date, machine, the summary, each scenario's detail and the chart. */
export function markdownReport(outcomes: readonly Outcome[], input: { date: Date; machine: string; chartFile: string }): string {
  const passed = outcomes.every((o) => o.missed.length === 0);
  const details = outcomes
    .map((o) => {
      const statuses = Object.entries(o.statuses)
        .map(([status, count]) => `${status === '0' ? 'socket error' : status}×${count}`)
        .join(', ');
      return `- **${o.scenario.title}** (\`${o.scenario.key}\`): ${o.scenario.story}; ${o.scenario.connections} connections for ${o.scenario.seconds} s; answers ${statuses}; max ${ms(o.max)} ms; limits: errors ≤ ${(o.scenario.thresholds.maxErrorRate * 100).toFixed(1)}%, p95 ≤ ${o.scenario.thresholds.p95Ms} ms, p99 ≤ ${o.scenario.thresholds.p99Ms} ms.`;
    })
    .join('\n');
  return `# Load test report

Run by \`npm run load\` (infra/load) on ${input.date.toISOString().replace('T', ' ').slice(0, 16)} UTC, through the gateway on loopback, against a
platform it started with its own databases, NATS prefix and Redis keys (rate limits raised so the limiter does not answer for the services).

**Machine:** ${input.machine}

**Result:** ${passed ? 'every scenario within its limits' : 'one or more scenarios missed their limits'}

${markdownTable(summaryHeader, summaryRows(outcomes))}

${details}

![Latency over time](${input.chartFile})
`;
}

/** The README's performance figures: the same summary, with the date and the machine, between its markers. */
export function readmeFigures(
  readme: string,
  outcomes: readonly Outcome[],
  input: { date: Date; machine: string; seconds: number },
): string {
  const start = '<!-- load-figures:start -->';
  const end = '<!-- load-figures:end -->';
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} section for the load figures`);
  const figures = `Last run ${input.date.toISOString().replace('T', ' ').slice(0, 16)} UTC on ${input.machine}, ${input.seconds} s per scenario:

${markdownTable(summaryHeader, summaryRows(outcomes))}`;
  return `${readme.slice(0, from + start.length)}\n\n${figures}\n\n${readme.slice(to)}`;
}
