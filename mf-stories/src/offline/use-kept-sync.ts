import type { PublicUser, Story } from '@inkspell/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { applyKeptSync } from './keep-stories';
import { planKeptSync } from './kept-rules';
import { onDeviceQueryKey, useKeptStories } from './use-kept-stories';

/**
 * Brings the kept copies up to date whenever the library has the family's list from the server (ADR 0041): a story
 * deleted on another device, or no longer the viewer's, is removed from this one; a changed story is kept again.
 */
export function useKeptSync(stories: readonly Story[] | undefined, user: PublicUser): void {
  const queryClient = useQueryClient();
  const kept = useKeptStories();
  const { mutate: sync, isPending } = useMutation({
    mutationFn: (plan: Parameters<typeof applyKeptSync>[0]) => applyKeptSync(plan, user),
    // A refresh that could not fetch its files is tried again at the next visit; the old copy stays until then.
    onError: (error) => console.warn('Kept stories could not be brought up to date', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: onDeviceQueryKey }),
  });
  // Once per list answer: the sync changes the kept list, which must not start another round.
  const synced = useRef<readonly Story[] | undefined>(undefined);
  const copies = kept.data;

  useEffect(() => {
    if (!stories || !copies || synced.current === stories || isPending) return;
    synced.current = stories;
    const plan = planKeptSync(copies, stories, user);
    if (plan.remove.length > 0 || plan.refresh.length > 0) sync(plan);
  }, [stories, copies, user, sync, isPending]);
}
