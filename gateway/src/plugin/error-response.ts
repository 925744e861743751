import type { ServerResponse } from 'node:http';
import { defaultErrorCode, requestIdHeader, type ErrorBody } from '@inkspell/contracts';
import { apiContentSecurityPolicy } from './security-headers';
import type { GatewayRequest } from './types';

/** Answers with the platform's JSON error body (ARCHITECTURE §7); never an HTML page. */
export function sendError(
  req: GatewayRequest,
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
  code: string = defaultErrorCode(status),
): void {
  if (res.headersSent) {
    // Part of an answer already went out; cutting the connection is the only honest signal left.
    res.destroy();
    return;
  }
  const requestId = req.headers[requestIdHeader];
  const body: ErrorBody = typeof requestId === 'string' ? { message, code, requestId } : { message, code };
  const json = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    'cache-control': 'no-store',
    // The fixed security headers are already on the response (front-door.ts); a JSON body gets the API CSP.
    'content-security-policy': apiContentSecurityPolicy,
  });
  res.end(json);
}
