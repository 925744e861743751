import type { GatewayEnv } from './env';

type Level = GatewayEnv['LOG_LEVEL'];
type Fields = Record<string, unknown>;

export interface Logger {
  error(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  debug(msg: string, fields?: Fields): void;
}

const rank: Record<Level, number> = { error: 50, warn: 40, info: 30, debug: 20 };

function serialize(fields: Fields): Fields {
  const out: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error ? { message: value.message, code: (value as NodeJS.ErrnoException).code } : value;
  }
  return out;
}

/** JSON lines on stdout, the shape the services' pino logs have, so one tool reads them all. */
export function createLogger(level: Level, name = 'gateway'): Logger {
  const write = (at: Level) => (msg: string, fields: Fields = {}) => {
    if (rank[at] < rank[level]) return;
    process.stdout.write(`${JSON.stringify({ level: rank[at], time: Date.now(), name, msg, ...serialize(fields) })}\n`);
  };
  return { error: write('error'), warn: write('warn'), info: write('info'), debug: write('debug') };
}
