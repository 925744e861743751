import { contactAndAnalyticsMessages as ca, errorCodes as c, httpStatus as s, refundMessages as m } from '@inkspell/contracts';
import { DomainError } from '@inkspell/service-kit/errors';

/** Too many requests from one address: a 429 the kit answers with Retry-After. */
const rateLimited = (message: string, retryAfterSeconds: number) =>
  new DomainError(s.rateLimited, message, { code: c.rateLimited }, { retryAfterSeconds });

/** A 400 about one field of the form, so the client can show it beside that field. */
const fieldError = (field: string, message: string, code: string = c.validation) =>
  new DomainError(s.validation, message, { code, isValidationError: true, fieldErrors: { [field]: [message] } });

/**
 * Every way an admin use-case refuses, with its status and code (ARCHITECTURE §7). The kit's error
 * middleware turns them into the error body; the messages live in contracts so the client shows the same words.
 */
export const adminErrors = {
  /** A story or purchase refund must say which one, or its amount cannot be checked. */
  refundItemRequired: () => fieldError('itemId', m.itemRequired),
  /** Someone else's story or purchase looks exactly like one that does not exist. */
  refundItemNotFound: () => new DomainError(s.notFound, m.itemNotFound, { code: c.refundItemNotFound }),
  refundNotAPurchase: () => fieldError('itemId', m.notAPurchase, c.refundItemNotRefundable),
  refundAmountAbovePaid: (paid: number) => fieldError('inkAmount', m.amountAbovePaid(paid), c.refundAmountAbovePaid),
  refundAmountTooHigh: (max: number) => fieldError('inkAmount', m.otherAmountTooHigh(max)),
  refundAlreadyRequested: () => new DomainError(s.conflict, m.alreadyRequested, { code: c.refundAlreadyRequested }),
  refundRequestNotFound: () => new DomainError(s.notFound, m.requestNotFound),
  /** Spec 02 §4: only pending requests are processed, so approving twice never credits twice. */
  refundAlreadyProcessed: () => new DomainError(s.conflict, m.alreadyProcessed, { code: c.refundAlreadyProcessed }),
  /** The one administrator would lock themselves out. */
  cannotDisableSelf: () => new DomainError(s.validation, m.cannotDisableSelf, { code: c.cannotDisableSelf }),
  /** Accounts answers the same words for a user it does not know. */
  userNotFound: () => new DomainError(s.notFound, 'User not found'),
  contactRateLimited: (retryAfterSeconds: number) => rateLimited(ca.contactRateLimited, retryAfterSeconds),
  analyticsRateLimited: (retryAfterSeconds: number) => rateLimited(ca.analyticsRateLimited, retryAfterSeconds),
  contactMessageNotFound: () => new DomainError(s.notFound, ca.contactMessageNotFound),
};
