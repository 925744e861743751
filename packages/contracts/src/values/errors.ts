/** Status codes of ARCHITECTURE §7, named so callers never hard-code numbers. */
export const httpStatus = {
  validation: 400,
  unauthenticated: 401,
  notEnoughInk: 402,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  contentSafety: 422,
  rateLimited: 429,
  internal: 500,
  badGateway: 502,
  unavailable: 503,
  gatewayTimeout: 504,
} as const;

/** Messages shared by more than one party (the gateway and the services). */
export const commonMessages = {
  unauthenticated: 'Login Required',
  forbidden: 'You do not have permission to do that',
  notFound: 'Not found',
  internal: 'Something went wrong. Please try again.',
  unavailable: 'This part of Inkspell is taking a short nap. Please try again in a moment.',
  gatewayTimeout: 'This part of Inkspell took too long to answer. Please try again.',
  badGateway: 'This part of Inkspell answered strangely. Please try again.',
  rateLimited: 'Too many requests. Please slow down and try again in a moment.',
  crossOrigin: 'Cross-site requests are not allowed',
  validation: 'Please check the highlighted fields',
} as const;

/**
 * Machine-readable error codes. Every error answer carries one; the generic ones follow the status
 * (defaultErrorCode), areas add their own for situations a client must tell apart.
 */
export const errorCodes = {
  validation: 'validation_failed',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  notEnoughInk: 'not_enough_ink',
  contentSafety: 'content_unsafe',
  rateLimited: 'rate_limited',
  internal: 'internal',
  badGateway: 'bad_gateway',
  unavailable: 'unavailable',
  gatewayTimeout: 'gateway_timeout',
  crossOrigin: 'cross_origin',
  // accounts
  usernameTaken: 'username_taken',
  emailTaken: 'email_taken',
  invalidCredentials: 'invalid_credentials',
  accountDisabled: 'account_disabled',
  invalidTwoFactorCode: 'invalid_two_factor_code',
  tooManyAttempts: 'too_many_attempts',
  resetCooldown: 'reset_cooldown',
  emailNotFound: 'email_not_found',
  linkExpired: 'link_expired',
  linkInvalid: 'link_invalid',
  wrongPassword: 'wrong_password',
  twoFactorNotEnabled: 'two_factor_not_enabled',
  twoFactorAlreadyEnabled: 'two_factor_already_enabled',
  // ink
  idempotencyConflict: 'idempotency_conflict',
  holdNotActive: 'hold_not_active',
  paymentMismatch: 'payment_mismatch',
  paymentNotSucceeded: 'payment_not_succeeded',
  paymentProvider: 'payment_provider_error',
  invalidSignature: 'invalid_signature',
  // stories
  storyEngineFailed: 'story_engine_failed',
  /** A murder in the mystery category: refused with a kind suggestion, still a content-safety answer (ADR 0033). */
  gentleMysteryOnly: 'gentle_mystery_only',
  waitingForParent: 'waiting_for_parent',
  // parent's gate
  parentPinRequired: 'parent_pin_required',
  parentPinWrong: 'parent_pin_wrong',
  parentPinLocked: 'parent_pin_locked',
  parentPinNotSet: 'parent_pin_not_set',
  // admin
  refundItemNotFound: 'refund_item_not_found',
  refundItemNotRefundable: 'refund_item_not_refundable',
  refundAmountAbovePaid: 'refund_amount_above_paid',
  refundAlreadyRequested: 'refund_already_requested',
  refundAlreadyProcessed: 'refund_already_processed',
  cannotDisableSelf: 'cannot_disable_self',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** The code an error answer carries when nothing more specific applies. */
export function defaultErrorCode(status: number): ErrorCode {
  switch (status) {
    case httpStatus.validation:
      return errorCodes.validation;
    case httpStatus.unauthenticated:
      return errorCodes.unauthenticated;
    case httpStatus.notEnoughInk:
      return errorCodes.notEnoughInk;
    case httpStatus.forbidden:
      return errorCodes.forbidden;
    case httpStatus.notFound:
      return errorCodes.notFound;
    case httpStatus.conflict:
      return errorCodes.conflict;
    case httpStatus.contentSafety:
      return errorCodes.contentSafety;
    case httpStatus.rateLimited:
      return errorCodes.rateLimited;
    case httpStatus.badGateway:
      return errorCodes.badGateway;
    case httpStatus.unavailable:
      return errorCodes.unavailable;
    case httpStatus.gatewayTimeout:
      return errorCodes.gatewayTimeout;
    default:
      return status >= 500 ? errorCodes.internal : errorCodes.validation;
  }
}
