import { previewSessionStorageKey, storiesApiPaths } from '@inkspell/contracts/values';
import type { StoryForm } from '@inkspell/contracts';
import { api, contractSchema, trackEvent } from '@inkspell/ui';
import { useMutation } from '@tanstack/react-query';

/**
 * Keeps the anonymous preview's session, so logging in or registering later carries the preview into
 * the account (the account pages send it and clear it). Private browsing may refuse storage: the
 * preview still shows, it just will not be adopted.
 */
function rememberPreviewSession(sessionId: string): void {
  try {
    localStorage.setItem(previewSessionStorageKey, sessionId);
  } catch {
    // Storage unavailable: nothing to adopt later, nothing else breaks.
  }
}

/** POST /api/stories/preview: a free preview for anyone. */
export function usePreviewStory() {
  return useMutation({
    mutationFn: (form: StoryForm) => api.post(storiesApiPaths.preview, form, { schema: contractSchema((c) => c.previewAnswerSchema) }),
    onSuccess: (answer, form) => {
      rememberPreviewSession(answer.sessionId);
      trackEvent('preview_created', { category: form.category, length: form.length, ageGroup: form.ageGroup });
    },
  });
}
