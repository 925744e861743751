import { previewSessionStorageKey } from '@inkspell/contracts/values';
import { loginSchema } from '@inkspell/contracts';

/**
 * The anonymous preview session to carry into the account (spec 01 §4). localStorage can throw
 * (blocked storage, private mode) and can hold anything; a missing or malformed id only means
 * there is no preview to carry over, and must never make the login itself fail validation.
 */
export function readPreviewSessionId(): string | undefined {
  try {
    const stored = localStorage.getItem(previewSessionStorageKey) ?? undefined;
    return loginSchema.shape.previewSessionId.safeParse(stored).success ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the preview session once the account has taken it over (after login or registration). */
export function forgetPreviewSessionId(): void {
  try {
    localStorage.removeItem(previewSessionStorageKey);
  } catch {
    // Storage is unavailable: there was nothing stored to forget.
  }
}
