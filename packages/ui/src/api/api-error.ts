import { defaultErrorCode } from '@inkspell/contracts/values';
import type { ErrorBody } from '@inkspell/contracts';

export interface ApiErrorInit {
  status: number;
  message: string;
  code?: string;
  isContentSafetyError?: boolean;
  flaggedWords?: string[];
  isValidationError?: boolean;
  fieldErrors?: ErrorBody['fieldErrors'];
  needed?: number;
  balance?: number;
  requestId?: string;
  cause?: unknown;
}

/**
 * A failed call, already read the way spec 01 §8 says: message plus the three flags
 * (defaults false / [] / false), and the extra fields of the contracts' error body.
 * status 0 means the server could not be reached at all.
 */
export class ApiError extends Error {
  readonly status: number;
  /** Machine-readable reason (contracts' errorCodes): the server's, else the status's default (the client always sets one). */
  readonly code?: string;
  readonly isContentSafetyError: boolean;
  readonly flaggedWords: string[];
  readonly isValidationError: boolean;
  readonly fieldErrors?: ErrorBody['fieldErrors'];
  /** Ink a refused action needed (402). */
  readonly needed?: number;
  /** Ink the user had when refused (402). */
  readonly balance?: number;
  readonly requestId?: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.isContentSafetyError = init.isContentSafetyError ?? false;
    this.flaggedWords = init.flaggedWords ?? [];
    this.isValidationError = init.isValidationError ?? false;
    this.fieldErrors = init.fieldErrors;
    this.needed = init.needed;
    this.balance = init.balance;
    this.requestId = init.requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const stringOr = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const integerOr = (value: unknown): number | undefined => (Number.isInteger(value) ? (value as number) : undefined);

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

function fieldErrorsOf(value: unknown): ErrorBody['fieldErrors'] {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string[]] => stringList(entry[1]) !== undefined);
  return Object.fromEntries(entries);
}

/**
 * Turns a non-ok answer into an ApiError (spec 01 §8): a body that is not JSON gives
 * "status: body text or status text"; a JSON body gives its message or the status text.
 * Fields are read one by one, so a half-formed body still yields what it has. An answer without
 * a code (a proxy's HTML page, an old body) gets its status's default, so callers can always
 * decide by code.
 */
export function apiErrorFromBody(status: number, statusText: string, bodyText: string): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return new ApiError({ status, message: `${status}: ${bodyText || statusText}`, code: defaultErrorCode(status) });
  }
  const fields = isRecord(body) ? body : {};
  return new ApiError({
    status,
    message: stringOr(fields.message) ?? statusText,
    code: stringOr(fields.code) ?? defaultErrorCode(status),
    isContentSafetyError: fields.isContentSafetyError === true,
    flaggedWords: stringList(fields.flaggedWords) ?? [],
    isValidationError: fields.isValidationError === true,
    fieldErrors: fieldErrorsOf(fields.fieldErrors),
    needed: integerOr(fields.needed),
    balance: integerOr(fields.balance),
    requestId: stringOr(fields.requestId),
  });
}
