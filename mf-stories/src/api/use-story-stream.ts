import { storiesApiPaths } from '@inkspell/contracts/values';
import type { Story } from '@inkspell/contracts';
import { loadContractSchemas, refreshInk, storyQueryKey } from '@inkspell/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { followStoryStream } from './follow-story-stream';
import { refreshAfterStoryChange } from './stories';
import { initialStreamState, storyStreamReducer, type StoryStreamState } from './story-stream-state';

/**
 * The ink service captures or releases the held ink on the story's own event, which reaches it a moment after the
 * stream's `ready` or `failed` reached the page: the balance and history are asked for again after these delays, so
 * a failed story's pill shows the ink back without a reload.
 */
export const inkSettleRefreshDelaysMs = [1_000, 4_000] as const;

/**
 * Follows a story job on GET /api/stories/:id/events (issue #22) until it is ready or failed. On `ready` the
 * story's cache entry becomes the finished story (so the page turns into the reader) and the library and the ink
 * balance (the cost is now captured) are fetched again; on `failed` the page shows the reason from the stream, the
 * cached story is marked out of date, and the library and balance (the ink came back) are fetched again.
 */
export function useStoryStream(story: Story, referral: string | undefined): StoryStreamState {
  const [state, dispatch] = useReducer(storyStreamReducer, story, initialStreamState);
  const queryClient = useQueryClient();
  const id = story.id;

  useEffect(
    () =>
      followStoryStream({
        url: storiesApiPaths.events(id),
        loadSchemas: async () => (await loadContractSchemas()).storyStreamEvents,
        // Same origin: the session cookie goes along without withCredentials.
        open: (url) => new EventSource(url),
        dispatch,
        onFinished: (event) => {
          const key = storyQueryKey(id, referral);
          if (event.event === 'ready') queryClient.setQueryData(key, event.data);
          else void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
          void refreshAfterStoryChange(queryClient);
          // Not cancelled with the stream: on ready the page becomes the reader, and the balance must still follow.
          for (const delay of inkSettleRefreshDelaysMs) setTimeout(() => void refreshInk(queryClient), delay);
        },
      }),
    [id, referral, queryClient],
  );

  return state;
}
