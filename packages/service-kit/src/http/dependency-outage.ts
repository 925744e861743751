/**
 * Whether an error means a dependency (PostgreSQL, Redis) cannot be reached right now, not that the request or
 * the code was wrong: the answer is then a 503 the client may retry (ARCHITECTURE §7), not a 500.
 */
export function isDependencyOutage(err: unknown): boolean {
  // drizzle wraps the driver's error in its own (DrizzleQueryError), with the driver's as its cause.
  for (let e = err as Failure | undefined, depth = 0; e && depth < 5; e = e.cause as Failure | undefined, depth += 1) {
    if (typeof e.code === 'string' && (networkCodes.has(e.code) || pgUnavailable.test(e.code))) return true;
    if (e.name === 'MaxRetriesPerRequestError') return true;
    if (typeof e.message === 'string' && lostConnection.test(e.message)) return true;
  }
  return false;
}

interface Failure {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
}

const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (shutdown, cannot connect now), 53300 (too many connections). */
const pgUnavailable = /^(08...|57P0[1-3]|53300)$/;

/** node-postgres and ioredis say so only in words. */
const lostConnection =
  /^(Connection terminated|Connection is closed|timeout exceeded when trying to connect|Client has encountered a connection error)/i;
