import { SpanStatusCode, trace, type Attributes, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

/** The instrumentation scope of every Inkspell span; the service is the resource (or, in one test process, an attribute). */
const scope = 'inkspell';

let provider: NodeTracerProvider | undefined;

/**
 * Turns tracing on for this process when OTEL_EXPORTER_OTLP_ENDPOINT is set (spans go there over OTLP/HTTP,
 * batched), or with the span processors a test passes. Otherwise nothing is registered: @opentelemetry/api
 * stays on its no-op tracer and propagator, so a span costs a function call and the NATS and HTTP hooks
 * below skip their work (isTracing()). Registering sets the W3C trace-context propagator and an
 * AsyncLocalStorage context manager. Call once, before any request is served.
 */
export function startTracing(options: { service: string; spanProcessors?: SpanProcessor[]; env?: NodeJS.ProcessEnv }): boolean {
  if (provider) return true;
  const env = options.env ?? process.env;
  const processors = options.spanProcessors ?? (env.OTEL_EXPORTER_OTLP_ENDPOINT ? [new BatchSpanProcessor(new OTLPTraceExporter())] : []);
  if (processors.length === 0) return false;
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME ?? options.service }),
    spanProcessors: processors,
  });
  provider.register();
  return true;
}

/** Whether spans are recorded in this process (false: every hook takes its no-op path). */
export function isTracing(): boolean {
  return provider !== undefined;
}

/** Sends what is buffered and stops recording (shutdown; tests between files). */
export async function stopTracing(): Promise<void> {
  const stopping = provider;
  provider = undefined;
  if (!stopping) return;
  await stopping.shutdown();
  trace.disable();
}

export function tracer(): Tracer {
  return trace.getTracer(scope);
}

/** The span attribute naming the service that made a span (several services share a process in tests). */
export const serviceAttribute = 'inkspell.service';

/**
 * Runs `work` in an INTERNAL span named `name` (a step worth seeing in a trace: a ledger posting, a story's
 * writing); with tracing off it is a plain call.
 */
export async function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  if (!provider) return work();
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
      throw err;
    } finally {
      span.end();
    }
  });
}
