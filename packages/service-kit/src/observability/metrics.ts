import { Counter, collectDefaultMetrics, Histogram, register, type CounterConfiguration, type HistogramConfiguration } from 'prom-client';

/*
 * Prometheus metrics, in prom-client's default registry: one per process, scraped at /metrics on the
 * process's own port (never through the gateway's public routes). The generic ones live here; each
 * service adds its domain counters (ledger movements, generation durations) with the same helpers.
 */

/** Latencies from a fast cache hit to a slow story: 5 ms … 30 s. */
export const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * A metric is made once per process: a module loaded twice (express-gateway require()s the plugin beside
 * main's import) or a second service in a test process gets the one already registered.
 */
export function histogram<L extends string>(config: HistogramConfiguration<L>): Histogram<L> {
  return (register.getSingleMetric(config.name) as Histogram<L> | undefined) ?? new Histogram(config);
}

export function counter<L extends string>(config: CounterConfiguration<L>): Counter<L> {
  return (register.getSingleMetric(config.name) as Counter<L> | undefined) ?? new Counter(config);
}

/** Every HTTP answer (services and the gateway), by route pattern (never the raw path: bounded labels) and status. */
export const httpRequestDuration = histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'],
  buckets: latencyBuckets,
});

/** From the commit that recorded an event to its publication on JetStream. */
export const outboxLag = histogram({
  name: 'outbox_lag_seconds',
  help: 'Time an event waited in the outbox before the relay published it',
  labelNames: ['subject'],
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
});

export const consumerRedeliveries = counter({
  name: 'nats_consumer_redeliveries_total',
  help: 'JetStream messages a durable consumer received again (a nak, an ack that did not arrive, a crash)',
  labelNames: ['consumer'],
});

export const commandDuration = histogram({
  name: 'nats_command_duration_seconds',
  help: 'Time to answer a NATS command (request/reply), by subject and outcome',
  labelNames: ['subject', 'outcome'],
  buckets: latencyBuckets,
});

let processMetrics = false;

/** CPU, memory, event-loop lag and GC of this process (prom-client's defaults), once per process. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics();
}

/** The exposition text and its content type, for a /metrics answer. */
export async function metricsExposition(): Promise<{ contentType: string; body: string }> {
  return { contentType: register.contentType, body: await register.metrics() };
}

/** Seconds since `started` (a performance.now() reading). */
export function secondsSince(started: number): number {
  return (performance.now() - started) / 1000;
}
