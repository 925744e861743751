import autocannon from 'autocannon';

/** One path the bench loads, and the one status its answers must have. */
export interface Target {
  key: string;
  name: string;
  url: string;
  expect: number;
  headers?: Record<string, string>;
  /** Headers of each connection in turn (e.g. one user's cookie per connection); added to `headers`. */
  perConnection?: Record<string, string>[];
}

/** One timed run: only answers with the expected status count as throughput. */
export interface Run {
  rate: number;
  p50: number;
  p99: number;
  /** Answers with another status, socket errors and timeouts. */
  failures: number;
  /** The other statuses seen, e.g. '429×1200'. */
  unexpected: string[];
}

/** Drives `target` with autocannon for `seconds` over `connections` kept-alive connections. */
export async function measure(target: Target, { connections, seconds }: { connections: number; seconds: number }): Promise<Run> {
  let opened = 0;
  const perConnection = target.perConnection;
  const result = await autocannon({
    url: target.url,
    headers: target.headers,
    connections,
    duration: seconds,
    setupClient: perConnection?.length
      ? (client) => client.setHeaders({ ...target.headers, ...perConnection[opened++ % perConnection.length] })
      : undefined,
  });
  const byStatus = result.statusCodeStats as unknown as Record<string, { count: number } | undefined>;
  const expected = byStatus[String(target.expect)]?.count ?? 0;
  const unexpected = Object.entries(byStatus)
    .filter(([status, stat]) => status !== String(target.expect) && (stat?.count ?? 0) > 0)
    .map(([status, stat]) => `${status}×${stat!.count}`);
  const otherAnswers = Object.entries(byStatus).reduce(
    (sum, [status, stat]) => (status === String(target.expect) ? sum : sum + (stat?.count ?? 0)),
    0,
  );
  return {
    rate: expected / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: otherAnswers + result.errors + result.timeouts,
    unexpected,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
