import { continueInkCost, storiesApiPaths } from '@inkspell/contracts/values';
import { api, contractSchema, trackEvent } from '@inkspell/ui';
import { useMutation } from '@tanstack/react-query';
import { useRefreshAfterStoryChange } from './stories';

/** POST /api/stories/:id/continue: the next chapter (the body also carries storyId, spec 01 §7; the parent PIN in headers). */
export function useContinueStory(storyId: string) {
  const refresh = useRefreshAfterStoryChange();
  return useMutation({
    mutationFn: ({ includeAudio, headers }: { includeAudio: boolean; headers?: Record<string, string> }) =>
      api.post(
        storiesApiPaths.continue(storyId),
        { includeAudio, storyId },
        { schema: contractSchema((c) => c.continueAnswerSchema), headers },
      ),
    onSuccess: (_answer, { includeAudio }) => {
      trackEvent('story_continued', { withAudio: includeAudio, inkCost: continueInkCost(includeAudio) });
      return refresh();
    },
  });
}
