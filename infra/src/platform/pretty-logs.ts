import { prettyFactory } from 'pino-pretty';

/**
 * `npm start` shows every process's JSON log lines (the services' pino, the gateway's pino, express-gateway's
 * routed through it) as one readable line each: time, level, message, then the fields (request id, trace id,
 * error). Production keeps the JSON: only this terminal view formats it. Lines that are not a log record
 * (a static server's banner, a stack trace) pass unchanged.
 */
export function createLogPrettifier(options: { colour?: boolean } = {}): (line: string) => string {
  const pretty = prettyFactory({
    colorize: options.colour ?? true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    // The process name is already the line's prefix; pid and host say nothing on one machine.
    ignore: 'pid,hostname,name,service',
  });
  return (line) => {
    if (!line.startsWith('{')) return line;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      return line;
    }
    if (typeof record !== 'object' || record === null || !('level' in record) || !('msg' in record)) return line;
    return pretty(record).trimEnd();
  };
}
