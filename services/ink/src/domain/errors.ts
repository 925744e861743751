import { errorCodes, httpStatus, inkMessages } from '@inkspell/contracts';
import { DomainError } from '@inkspell/service-kit/errors';

/** The ink service's refusals, each with the status and code of ARCHITECTURE §7. */
export const notEnoughInk = (needed: number, balance: number) =>
  new DomainError(httpStatus.notEnoughInk, inkMessages.notEnoughInk(needed), { code: errorCodes.notEnoughInk, needed, balance });

export const invalidAmount = () =>
  new DomainError(httpStatus.validation, inkMessages.invalidAmount, {
    code: errorCodes.validation,
    isValidationError: true,
    fieldErrors: { amount: [inkMessages.invalidAmount] },
  });

export const idempotencyConflict = () =>
  new DomainError(httpStatus.conflict, inkMessages.idempotencyConflict, { code: errorCodes.idempotencyConflict });

export const holdNotFound = () => new DomainError(httpStatus.notFound, inkMessages.holdNotFound, { code: errorCodes.notFound });

export const holdNotActive = () => new DomainError(httpStatus.conflict, inkMessages.holdNotActive, { code: errorCodes.holdNotActive });

export const transactionNotFound = () =>
  new DomainError(httpStatus.notFound, inkMessages.transactionNotFound, { code: errorCodes.notFound });

export const paymentNotFound = () => new DomainError(httpStatus.notFound, inkMessages.paymentNotFound, { code: errorCodes.notFound });

export const paymentOfAnotherUser = () =>
  new DomainError(httpStatus.forbidden, inkMessages.paymentOfAnotherUser, { code: errorCodes.forbidden });

export const paymentMismatch = () =>
  new DomainError(httpStatus.conflict, inkMessages.paymentMismatch, { code: errorCodes.paymentMismatch });

export const paymentNotSucceeded = () =>
  new DomainError(httpStatus.conflict, inkMessages.paymentNotSucceeded, { code: errorCodes.paymentNotSucceeded });

export const paymentProvider = () =>
  new DomainError(httpStatus.badGateway, inkMessages.paymentProvider, { code: errorCodes.paymentProvider });

export const invalidSignature = () =>
  new DomainError(httpStatus.validation, inkMessages.invalidSignature, { code: errorCodes.invalidSignature });

/**
 * An event that arrived before the state it depends on (a narration failure before its story's capture).
 * Not a refusal: the consumer lets the event be redelivered and tries again.
 */
export class NotYet extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotYet';
  }
}
