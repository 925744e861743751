import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { TLSSocket } from 'node:tls';
import { requestIdHeader } from '@inkspell/contracts';
import { gatewayOwnedHeaders } from './security-headers';

// RFC 9110 §7.6.1: meaningful for one connection only, never forwarded.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);

// What the browser must not get from an upstream: Node redoes the framing for the client connection, and
// the request id and the security headers are the gateway's own (set before the upstream answered).
const notPassedBack = new Set(['transfer-encoding', requestIdHeader, ...gatewayOwnedHeaders]);

/**
 * A copy without hop-by-hop headers, including any the Connection header names, and without `drop`.
 * Runs twice per request: kept to one pass.
 */
function withoutHopByHop(headers: IncomingHttpHeaders, drop?: ReadonlySet<string>): OutgoingHttpHeaders {
  const listed =
    headers.connection === undefined ? undefined : new Set(headers.connection.split(',').map((token) => token.trim().toLowerCase()));
  const out: OutgoingHttpHeaders = {};
  for (const name in headers) {
    if (hopByHop.has(name) || listed?.has(name) || drop?.has(name)) continue;
    out[name] = headers[name];
  }
  return out;
}

/**
 * What the upstream receives. Transfer-Encoding stays: Node then re-chunks the body it streams,
 * which is the only framing a chunked request (even a DELETE) can keep. X-Forwarded-For is replaced by
 * the one client address the gateway settled on (client-address.ts), never appended to what the client claims.
 */
export function upstreamRequestHeaders(req: IncomingMessage, clientAddress: string): OutgoingHttpHeaders {
  const headers = withoutHopByHop(req.headers);
  headers['x-forwarded-for'] = clientAddress;
  headers['x-forwarded-proto'] = req.socket instanceof TLSSocket ? 'https' : 'http';
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  return headers;
}

/**
 * What the browser receives: everything the upstream said (cache headers of the static remotes and
 * its own CSP included) except hop-by-hop framing, the request id and the security headers the gateway
 * has already set.
 */
export function clientResponseHeaders(upstream: IncomingMessage): OutgoingHttpHeaders {
  return withoutHopByHop(upstream.headers, notPassedBack);
}
