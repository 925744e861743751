import { trace } from '@opentelemetry/api';
import { pino, type Logger } from 'pino';
import { isTracing } from './observability/tracing';

export type { Logger };

/** The trace a line was written in, so a log line leads to its trace (only when tracing is on). */
function traceFields(): Record<string, string> {
  if (!isTracing()) return {};
  const span = trace.getActiveSpan();
  return span ? { traceId: span.spanContext().traceId } : {};
}

/**
 * One JSON logger per service; request loggers are children carrying the request id, and every line
 * written inside a traced request or message carries its trace id. `npm start` pretty-prints these lines.
 */
export function createLogger(service: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    mixin: traceFields,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-parent-pin"]'],
  });
}
