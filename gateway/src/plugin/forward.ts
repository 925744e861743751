import http, { type ClientRequest, type ServerResponse } from 'node:http';
import https from 'node:https';
import { commonMessages, httpStatus } from '@inkspell/contracts';
import type { Logger } from '../logger';
import type { ClientAddressOf } from './client-address';
import { sendError } from './error-response';
import { clientResponseHeaders, upstreamRequestHeaders } from './proxy-headers';
import { withContentSecurityPolicy } from './security-headers';
import type { GatewayRequest } from './types';

export interface Upstream {
  agents: { http: http.Agent; https: https.Agent };
  timeoutMs: number;
  /** Silence after which an event stream is cut; its events may flow for far longer than timeoutMs. */
  streamIdleTimeoutMs: number;
  log: Logger;
  /** A service's API (its answers get the API CSP whatever their type), not static files. */
  api: boolean;
  clientAddressOf: ClientAddressOf;
}

// A service that has not even accepted the connection by now counts as down: the browser must
// hear its 503 within a second, whatever UPSTREAM_TIMEOUT_MS allows a slow answer.
const connectTimeoutMs = 800;

const upstreamTimeout = 'INKSPELL_UPSTREAM_TIMEOUT';
const connectTimeout = 'INKSPELL_CONNECT_TIMEOUT';
const unreachableCodes = new Set([
  connectTimeout,
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'ECONNABORTED',
]);

function failure(code: string, message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code });
}

function errorAnswer(code: string | undefined): [status: number, message: string] {
  if (code === upstreamTimeout) return [httpStatus.gatewayTimeout, commonMessages.gatewayTimeout];
  if (code !== undefined && unreachableCodes.has(code)) return [httpStatus.unavailable, commonMessages.unavailable];
  return [httpStatus.badGateway, commonMessages.badGateway];
}

const isEventStream = (contentType: string | undefined) => /^text\/event-stream\b/i.test(contentType ?? '');

function hasBody(req: GatewayRequest): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * Called when the upstream's answer has ended. An upstream may answer before it has read the whole body (a service's
 * body parser refuses a body over its limit from Content-Length alone). Node's ClientRequest stops relaying its
 * socket's 'drain' once the answer is complete, so `req.pipe(outgoing)` would wait forever at the next full buffer:
 * the client's request stays paused, its kept-alive socket unread, and the next request the client sends on it sits
 * behind the rest of this body until the keep-alive timeout destroys the socket with unread bytes — a reset
 * (ECONNRESET) seconds later. The rest of the body is nobody's now: stop forwarding it, free the upstream
 * socket (its request can never be completed), and read and drop the rest as Node's server does with a body
 * no handler read, so the client's connection stays usable. Returns whether it let the upstream request go.
 */
function dropUnsentBody(req: GatewayRequest, outgoing: ClientRequest): boolean {
  // Ended: the whole body is in the request's buffers and flushes without waiting for 'drain'.
  if (outgoing.writableEnded) return false;
  req.unpipe(outgoing);
  outgoing.destroy();
  req.resume();
  return true;
}

/** Streams the request to `target` + `path` and the answer back; failures become the JSON error body. */
export function forward(req: GatewayRequest, res: ServerResponse, target: URL, path: string, upstream: Upstream): void {
  const secure = target.protocol === 'https:';
  let clientGone = false;
  let current: ClientRequest | undefined;
  // The browser went away before its answer was complete: stop the upstream work too.
  res.once('close', () => {
    clientGone = !res.writableFinished;
    if (clientGone) current?.destroy();
  });
  const send = (attempt: number): void => {
    const outgoing: ClientRequest = (secure ? https : http).request({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path,
      headers: upstreamRequestHeaders(req, upstream.clientAddressOf(req)),
      agent: secure ? upstream.agents.https : upstream.agents.http,
    });
    current = outgoing;
    let answered = false;

    outgoing.setTimeout(upstream.timeoutMs, () => outgoing.destroy(failure(upstreamTimeout, 'upstream timed out')));
    outgoing.once('socket', (socket) => {
      if (!socket.connecting) return; // a kept-alive socket, already connected
      const timer = setTimeout(() => outgoing.destroy(failure(connectTimeout, 'upstream connect timed out')), connectTimeoutMs);
      socket.once('connect', () => clearTimeout(timer));
      outgoing.once('close', () => clearTimeout(timer));
    });

    outgoing.once('response', (answer) => {
      const headers = withContentSecurityPolicy(clientResponseHeaders(answer), answer.headers, upstream.api);
      res.writeHead(answer.statusCode ?? httpStatus.badGateway, answer.statusMessage, headers);
      if (isEventStream(answer.headers['content-type'])) {
        // Events must reach the browser as they come: send the headers now, and cut only a stream gone quiet.
        outgoing.setTimeout(upstream.streamIdleTimeoutMs);
        res.flushHeaders();
      }
      answer.pipe(res);
      answer.on('error', () => res.destroy());
      answer.once('end', () => (answered = dropUnsentBody(req, outgoing)));
    });

    outgoing.on('error', (err: NodeJS.ErrnoException) => {
      // The upstream answered in full and this request was let go on purpose (dropUnsentBody).
      if (clientGone || answered) return;
      // A kept-alive socket the upstream closed just as we reused it: safe to try once more when
      // nothing of the request body has been consumed.
      if (attempt === 0 && outgoing.reusedSocket && err.code === 'ECONNRESET' && !hasBody(req) && !res.headersSent) {
        return send(1);
      }
      if (res.headersSent) {
        upstream.log.warn('upstream failed mid-answer', { err, path, target: target.origin });
        return void res.destroy();
      }
      const [status, message] = errorAnswer(err.code);
      upstream.log.warn('upstream failed', { err, status, path, target: target.origin, requestId: req.headers['x-request-id'] });
      sendError(req, res, status, message);
    });

    if (hasBody(req)) req.pipe(outgoing);
    else outgoing.end();
  };
  send(0);
}
