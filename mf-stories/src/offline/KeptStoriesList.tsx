import { categoryLook } from '@inkspell/contracts/values';
import { keptStoryMessages as words } from '@inkspell/contracts/kept-stories';
import { Button } from '@inkspell/ui';
import { Headphones, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CategoryIcon } from '../components/category-icon';
import { formatBytes, keptBytes, keptReadingOrder, totalKeptBytes, type KeptStory } from './kept-rules';
import styles from './KeptStoriesList.module.css';
import { useRemoveKeptStories, useStorageEstimate } from './use-kept-stories';

/**
 * The stories kept on this device with the space each takes, a way to remove each or all, and what the browser says
 * the site uses of the device's storage (ADR 0041). Online it sits under the library; offline it is the library.
 */
export function KeptStoriesList({ copies }: { copies: readonly KeptStory[] }) {
  const remove = useRemoveKeptStories();
  const estimate = useStorageEstimate();
  const ordered = keptReadingOrder(copies);
  const usage = estimate.data?.usage;
  const quota = estimate.data?.quota;

  return (
    <div className={styles.kept}>
      <ul className={styles.list} aria-label={words.panelTitle} data-testid="kept-stories">
        {ordered.map(({ id, story, ...copy }) => (
          <li
            key={id}
            className={styles.item}
            data-testid="kept-story"
            style={{ ['--card-color' as string]: categoryLook(story.category).color }}
          >
            <span className={styles.icon}>
              <CategoryIcon category={story.category} size={20} />
            </span>
            <span className={styles.text}>
              <Link to={`/story/${encodeURIComponent(id)}`} className={styles.title}>
                {story.title}
              </Link>
              <span className={styles.meta}>
                {story.collectionId !== null && <>Part {story.collectionOrder} · </>}
                {story.readTime} min read
                {story.audioUrl && (
                  <>
                    {' · '}
                    <span className={styles.together}>
                      <Headphones size={13} aria-hidden="true" /> Audio
                    </span>
                  </>
                )}
                {' · '}
                {formatBytes(keptBytes(copy))}
              </span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => remove.mutate([id])}
              disabled={remove.isPending}
              aria-label={`${words.remove}: ${story.title}`}
            >
              <Trash2 size={16} aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        <p className={styles.space} data-testid="kept-space">
          {copies.length === 1 ? '1 story' : `${copies.length} stories`} kept, using {formatBytes(totalKeptBytes(copies))}
          {usage !== undefined && quota ? ` (Inkspell uses ${formatBytes(usage)} of the ${formatBytes(quota)} this browser allows)` : ''}.
        </p>
        <Button variant="ghost" size="sm" onClick={() => remove.mutate(copies.map((copy) => copy.id))} loading={remove.isPending}>
          <Trash2 size={16} aria-hidden="true" /> Remove all
        </Button>
      </div>
    </div>
  );
}
