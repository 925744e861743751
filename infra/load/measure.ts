import autocannon from 'autocannon';

/** One request of a scenario, as autocannon takes it (a sequence runs in order on every connection, then again). */
export type LoadRequest = autocannon.Request;

/** What a scenario must stay within to pass: share of failed answers, and latency percentiles in ms. */
export interface Thresholds {
  maxErrorRate: number;
  p95Ms: number;
  p99Ms: number;
}

export interface Scenario {
  key: string;
  title: string;
  /** What a user does, in words, for the report. */
  story: string;
  connections: number;
  seconds: number;
  requests: LoadRequest[];
  headers?: Record<string, string>;
  thresholds: Thresholds;
}

/** One answer as it came: when (ms since the start), how long it took and its status (0: no answer). */
export interface Sample {
  at: number;
  ms: number;
  status: number;
}

export interface Outcome {
  scenario: Scenario;
  samples: Sample[];
  requests: number;
  failures: number;
  errorRate: number;
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  /** The thresholds this run missed, in words; empty when it passed. */
  missed: string[];
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Runs one scenario with autocannon for its seconds and keeps every answer's latency, so the percentiles
 * are exact (autocannon's own summary has no p95) and the report can draw latency over time. Any answer
 * other than 2xx, a socket error or a timeout is a failure.
 */
export async function runScenario(scenario: Scenario, gatewayUrl: string): Promise<Outcome> {
  const samples: Sample[] = [];
  let started = 0;
  const options: autocannon.Options = {
    url: gatewayUrl,
    connections: scenario.connections,
    duration: scenario.seconds,
    headers: scenario.headers,
    requests: scenario.requests,
    timeout: 10,
  };
  // With a callback autocannon hands back its instance, whose events give every answer's latency.
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err, done) => (err ? reject(err as Error) : resolve(done)));
    started = performance.now();
    instance.on('response', (_client, status, _bytes, ms) => {
      samples.push({ at: performance.now() - started - ms, ms, status });
    });
    instance.on('reqError', () => samples.push({ at: performance.now() - started, ms: 0, status: 0 }));
  });
  const latencies = samples
    .filter((s) => s.status > 0)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const s of samples) statuses[String(s.status)] = (statuses[String(s.status)] ?? 0) + 1;
  const failed = samples.filter((s) => s.status < 200 || s.status >= 300).length + result.timeouts;
  const requests = samples.length + result.timeouts;
  const errorRate = requests === 0 ? 1 : failed / requests;
  const outcome = {
    scenario,
    samples,
    requests,
    failures: failed,
    errorRate,
    rate: samples.filter((s) => s.status >= 200 && s.status < 300).length / scenario.seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    statuses,
  };
  const { maxErrorRate, p95Ms, p99Ms } = scenario.thresholds;
  const missed = [
    ...(requests === 0 ? ['no request answered'] : []),
    ...(errorRate > maxErrorRate ? [`error rate ${(errorRate * 100).toFixed(2)}% > ${(maxErrorRate * 100).toFixed(2)}%`] : []),
    ...(outcome.p95 > p95Ms ? [`p95 ${outcome.p95.toFixed(0)} ms > ${p95Ms} ms`] : []),
    ...(outcome.p99 > p99Ms ? [`p99 ${outcome.p99.toFixed(0)} ms > ${p99Ms} ms`] : []),
  ];
  return { ...outcome, missed };
}
