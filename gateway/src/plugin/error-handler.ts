import type { ServerResponse } from 'node:http';
import { commonMessages, httpStatus } from '@inkspell/contracts';
import type { Logger } from '../logger';
import { sendError } from './error-response';
import type { GatewayRequest, Next } from './types';

type ErrorMiddleware = (err: unknown, req: GatewayRequest, res: ServerResponse, next: Next) => void;

/**
 * Last handler of the gateway's express app. Without it express answers errors raised outside the
 * policies (e.g. a path it cannot URL-decode while matching routes) with an HTML page and a stack trace.
 */
export function jsonErrorHandler(log: Logger): ErrorMiddleware {
  // Four parameters: that is how express recognises an error handler.
  return (err, req, res, _next) => {
    const status = (err as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return sendError(req, res, status, 'Bad request');
    }
    log.error('unhandled gateway error', { err });
    sendError(req, res, httpStatus.internal, commonMessages.internal);
  };
}
