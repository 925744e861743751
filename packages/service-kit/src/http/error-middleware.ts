import type Koa from 'koa';
import { z } from 'zod';
import { commonMessages, defaultErrorCode, httpStatus, type ErrorBody } from '@inkspell/contracts';
import { DomainError, HttpError } from '../errors';
import { validationError } from '../validation';
import { isDependencyOutage } from './dependency-outage';
import type { RequestState } from './request-context';

const bodyErrorMessages: Record<number, string> = {
  400: 'The request body is not valid JSON',
  413: 'The request body is too large',
  415: 'The request body must be JSON',
};

interface ExposedError {
  status?: number;
  expose?: boolean;
  message?: string;
}

/** Maps anything thrown below it to the one error body of ARCHITECTURE §7. */
export function errorBody(): Koa.Middleware<RequestState> {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw new HttpError(httpStatus.notFound, commonMessages.notFound);
    } catch (err) {
      const { status, body } = toErrorAnswer(err);
      if (status >= 500) ctx.state.log?.error({ err }, 'request failed');
      ctx.status = status;
      // A refusal for too many tries says when the next one may come (the use-case knows; the answer tells).
      if (err instanceof DomainError && err.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(err.retryAfterSeconds));
      ctx.body = { ...body, requestId: ctx.state.requestId } satisfies ErrorBody;
    }
  };
}

function toErrorAnswer(err: unknown): { status: number; body: ErrorBody } {
  if (err instanceof DomainError) return { status: err.status, body: err.body };
  if (err instanceof z.ZodError) {
    const v = validationError(err);
    return { status: v.status, body: v.body };
  }
  const e = err as ExposedError;
  // koa's own errors from reading the body: malformed JSON, too large, wrong type.
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
    const message = bodyErrorMessages[e.status] ?? (e.expose && e.message ? e.message : commonMessages.validation);
    return {
      status: e.status,
      body: { message, code: defaultErrorCode(e.status), isValidationError: true, fieldErrors: { _: [message] } },
    };
  }
  if (isDependencyOutage(err)) {
    return {
      status: httpStatus.unavailable,
      body: { message: commonMessages.unavailable, code: defaultErrorCode(httpStatus.unavailable) },
    };
  }
  return { status: httpStatus.internal, body: { message: commonMessages.internal, code: defaultErrorCode(httpStatus.internal) } };
}
