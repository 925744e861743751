import type { PublicUser, Story } from '@inkspell/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keepStories, removeKeptStories } from './keep-stories';
import type { KeptStory } from './kept-rules';
import { listKeptStories } from './kept-store';

/** What is stored on the device (not API answers): the kept stories (IndexedDB, ADR 0041) and the storage estimate. */
export const onDeviceQueryKey = ['device'] as const;
const keptStoriesQueryKey = [...onDeviceQueryKey, 'kept-stories'] as const;
const storageEstimateQueryKey = [...onDeviceQueryKey, 'storage-estimate'] as const;

/** Whether this browser can keep stories at all (Cache Storage and IndexedDB; both need a secure page). */
export const canKeepOnThisDevice = () => typeof caches !== 'undefined' && typeof indexedDB !== 'undefined';

export function useKeptStories() {
  return useQuery<KeptStory[]>({
    queryKey: keptStoriesQueryKey,
    queryFn: () => (canKeepOnThisDevice() ? listKeptStories() : []),
    staleTime: Infinity,
  });
}

/** One kept story, found in the device's list. */
export function useKeptStory(id: string): { copy: KeptStory | undefined; isPending: boolean } {
  const kept = useKeptStories();
  return { copy: kept.data?.find((copy) => copy.id === id), isPending: kept.isPending };
}

/** What the browser says the site stores on the device and may store (navigator.storage.estimate), if it says. */
export function useStorageEstimate() {
  return useQuery({
    queryKey: storageEstimateQueryKey,
    queryFn: async (): Promise<StorageEstimate | null> => (navigator.storage?.estimate ? navigator.storage.estimate() : null),
    staleTime: Infinity,
  });
}

function useRefreshKept() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: onDeviceQueryKey });
}

export function useKeepStories() {
  const refresh = useRefreshKept();
  return useMutation({
    mutationFn: ({ stories, owner }: { stories: readonly Story[]; owner: Pick<PublicUser, 'id'> }) => keepStories(stories, owner),
    onSettled: refresh,
  });
}

export function useRemoveKeptStories() {
  const refresh = useRefreshKept();
  return useMutation({ mutationFn: (ids: readonly string[]) => removeKeptStories(ids), onSettled: refresh });
}
