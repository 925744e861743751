import { EngineError, type ContentSafety, type SafetyInput } from './engines';
import { storyErrors } from './errors';

/**
 * Refuses unsafe words with the spec's 422 (isContentSafetyError, flaggedWords). `onEngineFailure` names the
 * refusal for a checker that could not answer (the moderation service down): better no story than an unchecked one.
 */
export async function assertSafe(safety: ContentSafety, input: SafetyInput, onEngineFailure: () => Error): Promise<void> {
  let verdict;
  try {
    verdict = await safety.check(input);
  } catch (err) {
    if (err instanceof EngineError) throw onEngineFailure();
    throw err;
  }
  if (!verdict.safe) throw storyErrors.contentUnsafe(verdict.flaggedWords);
}

/** An engine's failure becomes the use-case's own refusal; anything else (a bug, the database) stays what it is. */
export function engineFailureAs(err: unknown, refusal: () => Error): unknown {
  return err instanceof EngineError ? refusal() : err;
}
