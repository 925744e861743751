import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { TLSSocket } from 'node:tls';
import { requestIdHeader } from '@inkspell/contracts';

// RFC 9110 §7.6.1: meaningful for one connection only, never forwarded.
const hopByHop = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'upgrade'];

function withoutHopByHop(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = { ...headers };
  const listed = String(headers.connection ?? '').split(',').map((token) => token.trim().toLowerCase());
  for (const name of [...hopByHop, ...listed]) if (name) delete out[name];
  return out;
}

/**
 * What the upstream receives. Transfer-Encoding stays: Node then re-chunks the body it streams,
 * which is the only framing a chunked request (even a DELETE) can keep. The gateway is the edge,
 * so X-Forwarded-* are set from the connection, not appended to what the client claims.
 */
export function upstreamRequestHeaders(req: IncomingMessage): OutgoingHttpHeaders {
  const headers = withoutHopByHop(req.headers);
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = req.socket instanceof TLSSocket ? 'https' : 'http';
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  return headers;
}

/**
 * What the browser receives: everything the upstream said (cache headers of the static remotes
 * included) except hop-by-hop framing, which Node redoes for the client connection, and the request
 * id, which the gateway has already set.
 */
export function clientResponseHeaders(upstream: IncomingMessage): OutgoingHttpHeaders {
  const headers = withoutHopByHop(upstream.headers);
  delete headers['transfer-encoding'];
  delete headers[requestIdHeader];
  return headers;
}
