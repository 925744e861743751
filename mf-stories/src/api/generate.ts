import { storiesApiPaths, storyInkCost } from '@inkspell/contracts/values';
import type { StoryForm } from '@inkspell/contracts';
import { api, contractSchema, storyQueryKey, trackEvent } from '@inkspell/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRefreshAfterStoryChange } from './stories';

/** What a create sends: the form, and the parent PIN header when the account has a PIN (ADR 0019). */
export interface GenerateRequest {
  form: StoryForm;
  headers?: Record<string, string>;
}

/**
 * POST /api/stories/generate: a full story for a logged-in user. The 202 answer is the story as it stands (issue
 * #22), so the story page opens with it at once and follows the job; lists and ink refresh alongside, not first.
 */
export function useGenerateStory() {
  const refresh = useRefreshAfterStoryChange();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, headers }: GenerateRequest) =>
      api.post(storiesApiPaths.generate, form, { schema: contractSchema((c) => c.generateAnswerSchema), headers }),
    onSuccess: (answer, { form }) => {
      queryClient.setQueryData(storyQueryKey(answer.id), answer);
      // Spec 01 §7: an analytics event on story actions (what kind of story, never its hero or prompt).
      trackEvent('story_created', {
        category: form.category,
        length: form.length,
        ageGroup: form.ageGroup,
        withAudio: form.includeAudio,
        inkCost: storyInkCost(form.length, form.includeAudio),
      });
      void refresh();
    },
  });
}
