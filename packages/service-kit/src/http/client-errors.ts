import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { defaultErrorCode, type ErrorBody } from '@inkspell/contracts';

/** What the platform says about a request Node could not even parse (headers too large, broken request line). */
const messages: Record<number, string> = {
  400: 'The request could not be read',
  408: 'The request took too long to arrive',
  431: 'The request headers are too large',
};

/** The status for a parser error of Node's HTTP server. */
export function clientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * A request Node's HTTP parser refuses never reaches the app, and Node's own answer is a bare status line with no
 * body (a URL or cookie over the header limit gets an empty 431). Here it gets the platform's JSON error body
 * (ARCHITECTURE §7) with `headers` added, and the connection closes. The gateway adds the same headers it puts on
 * every answer; a service needs this too, since the gateway's own headers can push a request just under the gateway's
 * limit over the service's.
 */
export function answerClientErrors(server: Server, headers: Readonly<Record<string, string>> = {}): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // A client that went away has no one left to read an answer. An answer already under way on this socket must not
    // be followed by ours: Node's own handler writes only when no response is in flight or none of it was sent.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent: boolean } | null })._httpMessage;
    if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const status = clientErrorStatus(err.code);
    const body: ErrorBody = { message: messages[status]!, code: defaultErrorCode(status) };
    const json = JSON.stringify(body);
    const head = Object.entries({
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(json)),
      'cache-control': 'no-store',
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${json}`);
  });
}
