import type { ErrorBody } from '@inkspell/contracts';
import { commonMessages, defaultErrorCode, httpStatus } from '@inkspell/contracts';

/**
 * A failure a use-case reports: its HTTP status, its machine-readable code and the error body to answer with.
 * Pure (no Koa, no I/O), so domain code imports it from `@inkspell/service-kit/errors`; the kit's error
 * middleware and command server turn it into the error body of ARCHITECTURE §7. Each service names its own
 * situations as small subclasses or factories in `domain/errors.ts`.
 */
export class DomainError extends Error {
  readonly code: string;
  /** For a refusal of too many tries: seconds until the next may come, answered as Retry-After. */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    message: string,
    readonly extra: Omit<ErrorBody, 'message'> = {},
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.code = extra.code ?? defaultErrorCode(status);
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get body(): ErrorBody {
    return { message: this.message, ...this.extra, code: this.code };
  }
}

/** A transport-level failure (routes, adapters, commands); the same shape as a domain error. */
export class HttpError extends DomainError {}

export const unauthenticated = (message: string = commonMessages.unauthenticated) => new HttpError(httpStatus.unauthenticated, message);
export const forbidden = (message: string = commonMessages.forbidden) => new HttpError(httpStatus.forbidden, message);
export const notFound = (message: string = commonMessages.notFound) => new HttpError(httpStatus.notFound, message);
export const conflict = (message: string, code?: string) => new HttpError(httpStatus.conflict, message, code ? { code } : {});
export const unavailable = (message: string = commonMessages.unavailable) => new HttpError(httpStatus.unavailable, message);
export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new HttpError(httpStatus.validation, message, { isValidationError: true, ...(fieldErrors ? { fieldErrors } : {}) });
