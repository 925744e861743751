import type { PublicUser, Story } from '@inkspell/contracts';
import { keptStoryMessages as words } from '@inkspell/contracts/kept-stories';
import { Button, hasConnection, toast } from '@inkspell/ui';
import { CloudDownload, HardDrive, Trash2 } from 'lucide-react';
import { canKeep, formatBytes, keptBytes, totalKeptBytes } from './kept-rules';
import styles from './KeepOffline.module.css';
import { canKeepOnThisDevice, useKeepStories, useKeptStories, useRemoveKeptStories } from './use-kept-stories';

/**
 * Keep for offline (issue #27, ADR 0041), for one story in the reader or a collection's parts: stores them on the
 * device, then says so with the space they take and offers to remove them. Only the owner's whole stories qualify.
 */
export function KeepOffline({ stories, user }: { stories: readonly Story[]; user: PublicUser }) {
  const kept = useKeptStories();
  const keep = useKeepStories();
  const remove = useRemoveKeptStories();
  const keepable = stories.filter((story) => canKeep(story, user));
  if (!canKeepOnThisDevice() || keepable.length === 0 || kept.isPending) return null;

  const ids = new Set(keepable.map((story) => story.id));
  const copies = (kept.data ?? []).filter((copy) => ids.has(copy.id));
  const allKept = copies.length === keepable.length;

  const keepThem = () => {
    if (!hasConnection()) {
      toast({ title: words.keepNeedsConnection, description: 'Check your Wi-Fi or mobile data, then try again.', variant: 'destructive' });
      return;
    }
    keep.mutate(
      { stories: keepable, owner: user },
      {
        onSuccess: () => toast({ title: words.keptToast, description: words.keptToastDescription }),
        onError: (error) => toast({ title: words.keepFailed, description: error.message, variant: 'destructive' }),
      },
    );
  };
  const removeThem = () => remove.mutate([...ids], { onSuccess: () => toast({ title: words.removedToast }) });

  if (allKept && !keep.isPending) {
    const bytes = copies.length === 1 && copies[0] ? keptBytes(copies[0]) : totalKeptBytes(copies);
    return (
      <div className={styles.kept} data-testid="kept-offline">
        <p className={styles.status} role="status">
          <HardDrive size={16} aria-hidden="true" /> {words.kept} · {formatBytes(bytes)}
        </p>
        <Button variant="ghost" size="sm" onClick={removeThem} loading={remove.isPending}>
          <Trash2 size={16} aria-hidden="true" /> {words.remove}
        </Button>
      </div>
    );
  }
  return (
    <Button variant="outline" size="sm" onClick={keepThem} loading={keep.isPending} data-testid="keep-offline">
      {!keep.isPending && <CloudDownload size={16} aria-hidden="true" />}{' '}
      {keep.isPending ? words.keeping : keepable.length > 1 ? words.keepCollection(keepable.length) : words.keep}
    </Button>
  );
}
