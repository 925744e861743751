import { createRequire } from 'node:module';
import type { Logger } from '../logger';

const require = createRequire(import.meta.url);
// Resolved from express-gateway's lib/index.js, so its own copies of winston and its logger module.
const egRequire = createRequire(require.resolve('express-gateway'));

interface WinstonInfo {
  level: string;
  message: unknown;
  label?: string;
}
interface WinstonLogger {
  format: unknown;
  clear(): WinstonLogger;
  add(transport: unknown): WinstonLogger;
}

/**
 * express-gateway logs through winston loggers of its own (coloured text lines). They are pointed at the
 * gateway's pino logger instead, so its lines have the services' shape and one pretty-printer reads them.
 * Must run before express-gateway is loaded: its modules keep these logger objects.
 */
export function routeExpressGatewayLogs(log: Logger): void {
  const loggers = egRequire('./logger') as Record<string, unknown>;
  const { format } = egRequire('winston') as { format: { combine(...f: unknown[]): unknown; splat(): unknown } };
  const Transport = egRequire('winston-transport') as new (options: { log(info: WinstonInfo, next: () => void): void }) => unknown;
  for (const [component, logger] of Object.entries(loggers)) {
    if (typeof logger !== 'object' || logger === null || !('clear' in logger)) continue;
    const winston = logger as WinstonLogger;
    winston.format = format.combine(format.splat());
    winston.clear().add(
      new Transport({
        log(info, next) {
          const level = info.level === 'error' || info.level === 'warn' || info.level === 'info' ? info.level : 'debug';
          log[level](String(info.message), { component: `express-gateway:${component}` });
          next();
        },
      }),
    );
  }
}
