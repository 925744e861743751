import type { ErrorBody } from '@inkspell/contracts';
import { commonMessages, httpStatus } from '@inkspell/contracts';

/** A failure that knows its HTTP status and the error body to answer with. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Omit<ErrorBody, 'message'> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get body(): ErrorBody {
    return { message: this.message, ...this.extra };
  }
}

export const unauthenticated = (message: string = commonMessages.unauthenticated) =>
  new HttpError(httpStatus.unauthenticated, message);
export const forbidden = (message: string = commonMessages.forbidden) => new HttpError(httpStatus.forbidden, message);
export const notFound = (message: string = commonMessages.notFound) => new HttpError(httpStatus.notFound, message);
export const conflict = (message: string) => new HttpError(httpStatus.conflict, message);
export const unavailable = (message: string = commonMessages.unavailable) => new HttpError(httpStatus.unavailable, message);
export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new HttpError(httpStatus.validation, message, { isValidationError: true, ...(fieldErrors ? { fieldErrors } : {}) });
