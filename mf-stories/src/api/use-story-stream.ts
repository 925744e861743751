import { storiesApiPaths } from '@inkspell/contracts/values';
import type { Story, StoryStreamEvent } from '@inkspell/contracts';
import { loadContractSchemas } from '@inkspell/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { refreshAfterStoryChange, storyQueryKey } from './stories';
import {
  initialStreamState,
  parseStreamEvent,
  storyStreamEventNames,
  storyStreamReducer,
  type StoryStreamState,
} from './story-stream-state';

/** A stream the server closed for good (not a dropped connection, which EventSource retries itself) is opened again this often. */
export const streamReopenLimit = 5;
const reopenDelayMs = (attempt: number) => 2000 * attempt;

/**
 * Follows a story job on GET /api/stories/:id/events (issue #22) until it is ready or failed. EventSource
 * reconnects with Last-Event-ID by itself; a new connection gets everything so far again. On `ready` the story's
 * cache entry becomes the finished story (so the page turns into the reader) and the library and the ink balance
 * (the cost is now captured) are fetched again; on `failed` the library and balance refresh (the ink came back).
 */
export function useStoryStream(story: Story, referral: string | undefined): StoryStreamState {
  const [state, dispatch] = useReducer(storyStreamReducer, story, initialStreamState);
  const queryClient = useQueryClient();
  const id = story.id;

  useEffect(() => {
    let source: EventSource | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    let attempts = 0;
    let stopped = false;

    const finish = (event: StoryStreamEvent) => {
      source?.close();
      stopped = true;
      const key = storyQueryKey(id, referral);
      if (event.event === 'ready') queryClient.setQueryData(key, event.data);
      // A failed story shows from the stream's own answer; the cached one is only marked out of date.
      else void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
      void refreshAfterStoryChange(queryClient);
    };

    const open = async () => {
      // The schemas are loaded once, before listening, so events are checked in the order they arrive.
      const { storyStreamEvents } = await loadContractSchemas();
      if (stopped) return;
      const current = new EventSource(storiesApiPaths.events(id));
      source = current;
      dispatch({ event: 'connected' });
      for (const name of storyStreamEventNames) {
        current.addEventListener(name, (message: MessageEvent<string>) => {
          const event = parseStreamEvent(storyStreamEvents, name, message.data);
          if (!event) return;
          dispatch(event);
          if (event.event === 'ready' || event.event === 'failed') finish(event);
        });
      }
      current.addEventListener('open', () => {
        attempts = 0;
      });
      current.addEventListener('error', () => {
        // CONNECTING: EventSource is already trying again. CLOSED: the server refused; try a few times more.
        if (current.readyState !== EventSource.CLOSED || stopped) return;
        if (attempts >= streamReopenLimit) {
          dispatch({ event: 'lost' });
          return;
        }
        attempts += 1;
        reopenTimer = setTimeout(() => void open(), reopenDelayMs(attempts));
      });
    };

    void open();
    return () => {
      stopped = true;
      clearTimeout(reopenTimer);
      source?.close();
    };
  }, [id, referral, queryClient]);

  return state;
}
