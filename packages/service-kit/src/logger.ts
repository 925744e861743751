import { pino, type Logger } from 'pino';

export type { Logger };

/** One JSON logger per service; request loggers are children carrying the request id. */
export function createLogger(service: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name: service, level, base: { service }, redact: ['req.headers.authorization', 'req.headers.cookie'] });
}
