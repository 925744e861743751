import { commonMessages, errorCodes as c, httpStatus as s, parentGateMessages, storyMessages as m } from '@inkspell/contracts';
import { DomainError } from '@inkspell/service-kit/errors';

/**
 * Every way a stories use-case refuses, with the spec's message word for word and the code clients choose
 * their toast by. The kit's error middleware and command server turn them into the error body.
 */
export const storyErrors = {
  notSignedIn: () => new DomainError(s.unauthenticated, commonMessages.unauthenticated),
  /** Missing, someone else's private story, or an id that is not an id: all the same answer, so ids do not leak. */
  storyNotFound: () => new DomainError(s.notFound, m.storyNotFound, { code: c.notFound }),
  contentUnsafe: (flaggedWords: string[]) =>
    new DomainError(s.contentSafety, m.contentSafety, {
      code: c.contentSafety,
      isContentSafetyError: true,
      flaggedWords,
    }),
  /** A murder mystery in the mystery category: the same content-safety answer, with a kind suggestion (ADR 0033). */
  gentleMysteryOnly: (flaggedWords: string[]) =>
    new DomainError(s.contentSafety, m.gentleMysteryOnly, {
      code: c.gentleMysteryOnly,
      isContentSafetyError: true,
      flaggedWords,
    }),
  // Too many free previews from one address; the kit answers retryAfterSeconds as Retry-After.
  previewRateLimited: (retryAfterSeconds: number) =>
    new DomainError(s.rateLimited, m.previewRateLimited, { code: c.rateLimited }, { retryAfterSeconds }),
  previewFailed: () =>
    new DomainError(s.unavailable, m.previewFailed, {
      code: c.storyEngineFailed,
    }),
  generationFailed: () =>
    new DomainError(s.unavailable, m.generationFailed, {
      code: c.storyEngineFailed,
    }),
  continueFailed: () =>
    new DomainError(s.unavailable, m.continueFailed, {
      code: c.storyEngineFailed,
    }),
  waitingForParent: () => new DomainError(s.conflict, parentGateMessages.waitingForParent, { code: c.waitingForParent }),
  storyNotReady: () => new DomainError(s.conflict, m.storyNotReady, { code: c.conflict }),
  previewNotContinuable: () => new DomainError(s.conflict, m.previewNotContinuable, { code: c.conflict }),
  assetNotFound: () => new DomainError(s.notFound, commonMessages.notFound, { code: c.notFound }),
};
