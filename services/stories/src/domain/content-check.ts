import type { StoryForm } from '@inkspell/contracts/stories';
import { EngineError, type ContentSafety, type SafetyInput, type SafetyVerdict } from './engines';
import { storyErrors } from './errors';
import { isMurderMystery } from './gentle-mystery';

/**
 * Refuses unsafe words with the spec's 422 (isContentSafetyError, flaggedWords). `onEngineFailure` names the
 * refusal for a checker that could not answer (the moderation service down): better no story than an unchecked one.
 */
export async function assertSafe(safety: ContentSafety, input: SafetyInput, onEngineFailure: () => Error): Promise<void> {
  const verdict = await verdictOf(safety, input, onEngineFailure);
  if (!verdict.safe) throw storyErrors.contentUnsafe(verdict.flaggedWords);
}

/**
 * The create form's idea (hero and prompt) checked as assertSafe does, except that a murder mystery in the mystery
 * category is refused with a kind suggestion of a gentle one (ADR 0033).
 */
export async function assertSafeIdea(
  safety: ContentSafety,
  form: Pick<StoryForm, 'characterName' | 'prompt' | 'category'>,
  onEngineFailure: () => Error,
): Promise<void> {
  const verdict = await verdictOf(safety, { characterName: form.characterName, prompt: form.prompt }, onEngineFailure);
  if (verdict.safe) return;
  if (isMurderMystery(form.category, verdict.flaggedWords)) throw storyErrors.gentleMysteryOnly(verdict.flaggedWords);
  throw storyErrors.contentUnsafe(verdict.flaggedWords);
}

async function verdictOf(safety: ContentSafety, input: SafetyInput, onEngineFailure: () => Error): Promise<SafetyVerdict> {
  try {
    return await safety.check(input);
  } catch (err) {
    if (err instanceof EngineError) throw onEngineFailure();
    throw err;
  }
}

/** An engine's failure becomes the use-case's own refusal; anything else (a bug, the database) stays what it is. */
export function engineFailureAs(err: unknown, refusal: () => Error): unknown {
  return err instanceof EngineError ? refusal() : err;
}
