import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { startTracing, stopTracing } from '../observability/tracing';

export type { ReadableSpan };

/**
 * Turns tracing on for this (test) process with every finished span kept in memory, as a service with
 * OTEL_EXPORTER_OTLP_ENDPOINT would export them. stop() turns it off again.
 */
export function startMemoryTracing(service = 'test') {
  const exporter = new InMemorySpanExporter();
  startTracing({ service, spanProcessors: [new SimpleSpanProcessor(exporter)] });
  return {
    spans: (): ReadableSpan[] => exporter.getFinishedSpans(),
    reset: () => exporter.reset(),
    stop: () => stopTracing(),
  };
}
