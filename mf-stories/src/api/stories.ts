import { storiesApiPaths } from '@inkspell/contracts/values';
import type { Story } from '@inkspell/contracts';
import { api, contractSchema, refreshInk, storyQueryKey, trackEvent } from '@inkspell/ui';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isStoryInProgress } from './story-stream-state';

/** The library list (GET /api/stories); fetched only when logged in (spec 01 §6). */
export const storiesQueryKey = [storiesApiPaths.list] as const;

/** How often the library asks again while one of its stories is still being written or drawn (issue #22). */
export const libraryProgressPollMs = 5000;
/** About ten minutes of asking; a job that takes longer fails on the server and a reload shows it. */
export const libraryProgressPollLimit = 120;

/** The library list; while a story is being written its card shows the progress, so the list is asked for again. */
export function useStories({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: storiesQueryKey,
    queryFn: ({ signal }) => api.get(storiesApiPaths.list, { schema: contractSchema((c) => c.storyListSchema), signal }),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.some(isStoryInProgress) && query.state.dataUpdateCount < libraryProgressPollLimit ? libraryProgressPollMs : false,
  });
}

/** How often the reader asks again while the narration of a just-created story is being recorded. */
export const narrationPollMs = 3000;
/** About three minutes of asking; after that the narration failed or is very slow and the reader stops. */
export const narrationPollLimit = 60;

/** A finished narrated story whose recording has not arrived yet (and that this viewer would hear). */
export function awaitsNarration(story: Story | undefined): boolean {
  return !!story && story.status === 'ready' && story.hasAudio && !story.audioUrl && !story.isPartialContent && !story.isPreview;
}

/**
 * One story (GET /api/stories/:id?ref=). Narration is recorded after the story is saved
 * (ARCHITECTURE §6), so while a narrated story has no audioUrl yet the query asks again every few
 * seconds; the player appears as soon as the address arrives.
 */
export function useStory(id: string, ref: string | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: storyQueryKey(id, ref),
    queryFn: ({ signal }) => {
      const query = ref ? `?${new URLSearchParams({ ref }).toString()}` : '';
      return api.get(`${storiesApiPaths.story(id)}${query}`, { schema: contractSchema((c) => c.storySchema), signal });
    },
    enabled,
    refetchInterval: (query) =>
      awaitsNarration(query.state.data) && query.state.dataUpdateCount < narrationPollLimit ? narrationPollMs : false,
  });
}

/** After a story was made, continued or deleted: the lists, the user's balance and the ink history are out of date. */
export async function refreshAfterStoryChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: storiesQueryKey }), refreshInk(queryClient)]);
}

export function useRefreshAfterStoryChange(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => refreshAfterStoryChange(queryClient), [queryClient]);
}

/** DELETE /api/stories/:id (with the parent PIN header when the account has a PIN, ADR 0019). */
export function deleteStory(id: string, headers?: Record<string, string>): Promise<unknown> {
  return api.delete(storiesApiPaths.story(id), { headers });
}

/** Deletes one story, or every story of a collection one by one (spec 01 §4). */
export async function deleteStories({ ids, headers }: { ids: readonly string[]; headers?: Record<string, string> }): Promise<void> {
  for (const id of ids) await deleteStory(id, headers);
  trackEvent('story_deleted', { count: ids.length });
}
