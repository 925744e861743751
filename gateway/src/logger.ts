import { pino } from 'pino';
import type { GatewayEnv } from './env';

type Level = GatewayEnv['LOG_LEVEL'];
type Fields = Record<string, unknown>;

export interface Logger {
  error(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  debug(msg: string, fields?: Fields): void;
}

/**
 * pino, shaped exactly like the services' loggers (name, level numbers, base `service`, `err` serialised),
 * so one tool reads every line and `npm start` pretty-prints them all alike; express-gateway's own
 * winston lines are routed here too (observability/express-gateway-logs.ts).
 */
export function createLogger(level: Level, name = 'gateway'): Logger {
  // Synchronous writes, as process.stdout's to a pipe are: a worker's line is out before its IPC "ready"
  // message, and a last line before process.exit is not lost. The gateway logs no line per request.
  const log = pino({ name, level, base: { service: name } }, pino.destination({ dest: 1, sync: true }));
  return {
    error: (msg, fields) => log.error(fields ?? {}, msg),
    warn: (msg, fields) => log.warn(fields ?? {}, msg),
    info: (msg, fields) => log.info(fields ?? {}, msg),
    debug: (msg, fields) => log.debug(fields ?? {}, msg),
  };
}
