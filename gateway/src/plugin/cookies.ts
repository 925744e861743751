import type { IncomingMessage } from 'node:http';
import { sessionCookieName } from '@inkspell/contracts';

/** The first value of one cookie from a Cookie header (the browser sends the most specific one first). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    let value = pair.slice(separator + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    return value;
  }
  return undefined;
}

// Bounds what may become part of a Redis key; any printable, space-free id of sane length is accepted.
const sidPattern = /^[\x21-\x7e]{1,256}$/;

/** The session id the request's cookie names, when it is one that may be looked up. */
export function sessionIdOf(req: IncomingMessage): string | undefined {
  const sid = readCookie(req.headers.cookie, sessionCookieName);
  return sid !== undefined && sidPattern.test(sid) ? sid : undefined;
}
