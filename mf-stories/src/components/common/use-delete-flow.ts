import { parentPinHeaders, toast, useCurrentUser } from '@inkspell/ui';
import { useMutation } from '@tanstack/react-query';
import { deleteStories, useRefreshAfterStoryChange } from '../../api/stories';
import { deleteFailedToast, storyDeletedToast } from '../../api/story-toasts';

/**
 * Deletes a story, or a collection's stories one by one, with the spec's toasts (spec 01 §4, §8).
 * isDeleting lets the card fade out while the delete is pending. The toasts live in the mutation's
 * own callbacks, not in mutate()'s: the refreshed list removes the deleted card, and callbacks given
 * to mutate() never run once their component is gone.
 */
export function useDeleteFlow(where: 'library' | 'reader', onDeleted?: () => void) {
  const { user } = useCurrentUser();
  const refresh = useRefreshAfterStoryChange();
  const call = useMutation({
    mutationFn: deleteStories,
    onSuccess: () => {
      toast(storyDeletedToast);
      onDeleted?.();
    },
    onError: (error) => toast(deleteFailedToast(error, where)),
    onSettled: () => refresh(),
  });
  // With a parent PIN the grown-up types it first (ADR 0019); cancelling deletes nothing.
  const remove = async (ids: readonly string[]) => {
    const headers = await parentPinHeaders(user, ids.length > 1 ? 'Delete these stories' : 'Delete this story');
    if (headers) call.mutate({ ids, headers });
  };
  return { remove: (ids: readonly string[]) => void remove(ids), isDeleting: call.isPending };
}
