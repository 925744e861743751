import { accountMessages as m, commonMessages, errorCodes as c, httpStatus as s, parentGateMessages as p } from '@inkspell/contracts';
import { DomainError } from '@inkspell/service-kit/errors';

/** A refusal after too many failed attempts; the kit answers retryAfterSeconds as Retry-After. */
const tooManyAttempts = (retryAfterSeconds: number, message: string, code: string) =>
  new DomainError(s.rateLimited, message, { code }, { retryAfterSeconds });

/**
 * Every way an accounts use-case refuses, with the spec's message word for word and the code clients
 * choose their toast by. The kit's error middleware and command server turn them into the error body.
 */
export const accountErrors = {
  notSignedIn: () => new DomainError(s.unauthenticated, commonMessages.unauthenticated),
  usernameTaken: () => new DomainError(s.conflict, m.usernameExists, { code: c.usernameTaken }),
  emailTaken: () => new DomainError(s.conflict, m.emailExists, { code: c.emailTaken }),
  invalidCredentials: () => new DomainError(s.unauthenticated, m.invalidCredentials, { code: c.invalidCredentials }),
  accountDisabled: (reason: string | null) =>
    new DomainError(s.forbidden, `${m.accountDisabled}: ${reason ?? 'no reason given'}`, { code: c.accountDisabled }),
  /** A wrong second factor at login is a failed sign-in (401); elsewhere it is a wrong answer in a form (400). */
  invalidTwoFactorCode: (status: number = s.validation) =>
    new DomainError(status, m.invalidTwoFactorCode, { code: c.invalidTwoFactorCode }),
  tooManyAttempts: (retryAfterSeconds: number) => tooManyAttempts(retryAfterSeconds, m.tooManyLoginAttempts, c.tooManyAttempts),
  wrongPassword: () => new DomainError(s.validation, m.wrongPassword, { code: c.wrongPassword }),
  resetCooldown: () => new DomainError(s.rateLimited, m.resetCooldown, { code: c.resetCooldown }),
  disableRequestCooldown: () => new DomainError(s.rateLimited, m.disableRequestCooldown),
  emailNotFound: () => new DomainError(s.notFound, m.emailNotFound, { code: c.emailNotFound }),
  resetLinkExpired: () => new DomainError(s.validation, m.resetLinkExpired, { code: c.linkExpired }),
  resetLinkInvalid: () => new DomainError(s.validation, m.resetLinkInvalid, { code: c.linkInvalid }),
  disableLinkExpired: () => new DomainError(s.validation, m.disableLinkExpired, { code: c.linkExpired }),
  disableLinkInvalid: () => new DomainError(s.validation, m.disableLinkInvalid, { code: c.linkInvalid }),
  emailLinkExpired: () => new DomainError(s.validation, m.emailLinkExpired, { code: c.linkExpired }),
  emailLinkInvalid: () => new DomainError(s.validation, m.emailLinkInvalid, { code: c.linkInvalid }),
  /** Re-authentication (ADR 0025): the form asked for a proof it did not get. */
  currentPasswordForEmail: () =>
    new DomainError(s.validation, m.currentPasswordForEmail, {
      fieldErrors: { currentPassword: [m.currentPasswordForEmail] },
    }),
  twoFactorNotEnabled: () => new DomainError(s.validation, m.twoFactorNotEnabled, { code: c.twoFactorNotEnabled }),
  twoFactorAlreadyEnabled: () => new DomainError(s.conflict, m.twoFactorAlreadyEnabled, { code: c.twoFactorAlreadyEnabled }),
  noPendingSetup: () => new DomainError(s.validation, m.noPendingSetup),
  noEmailForLink: () => new DomainError(s.validation, m.emailRequiredFor2faDisable),
  parentPinRequired: () => new DomainError(s.forbidden, p.pinRequired, { code: c.parentPinRequired }),
  parentPinWrong: () => new DomainError(s.forbidden, p.pinWrong, { code: c.parentPinWrong }),
  parentPinLocked: (retryAfterSeconds: number) => tooManyAttempts(retryAfterSeconds, p.pinLocked, c.parentPinLocked),
  parentPinNotSet: () => new DomainError(s.validation, p.pinNotSet, { code: c.parentPinNotSet }),
  userNotFound: () => new DomainError(s.notFound, 'User not found'),
};
