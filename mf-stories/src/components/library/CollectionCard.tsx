import { categoryLook } from '@inkspell/contracts/values';
import type { Story } from '@inkspell/contracts';
import { Card, formatRelativeTime } from '@inkspell/ui';
import { BookCopy, Clock, Headphones, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CardMenu } from '../common/CardMenu';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog';
import { storyExcerpt } from '../common/excerpt';
import { useDeleteFlow } from '../common/use-delete-flow';
import { CategoryIcon } from '../category-icon';
import { collectionHeadline } from './library-items';
import styles from '../common/StoryCard.module.css';
import own from './CollectionCard.module.css';

export interface CollectionCardProps {
  collectionId: string;
  /** The chapters in reading order. */
  stories: readonly Story[];
  totalReadTime: number;
}

/** A hero's chapters as one card (spec 01 §2): total read time, opens /collection/{collectionId}. */
export function CollectionCard({ collectionId, stories, totalReadTime }: CollectionCardProps) {
  const first = stories[0];
  const latest = stories[stories.length - 1];
  const [confirming, setConfirming] = useState(false);
  const { remove, isDeleting } = useDeleteFlow('library');
  if (!first || !latest) return null;
  const look = categoryLook(first.category);
  const { title, subtitle } = collectionHeadline(stories);

  return (
    <Card
      as="li"
      look="interactive"
      className={[styles.card, own.stack, isDeleting && styles.deleting].filter(Boolean).join(' ')}
      style={{ ['--card-color' as string]: look.color }}
      aria-busy={isDeleting || undefined}
      data-testid="collection-card"
    >
      <div className={styles.band}>
        <span className={styles.icon}>
          <CategoryIcon category={first.category} size={22} />
        </span>
        <span className={styles.part}>
          <BookCopy size={14} aria-hidden="true" /> {stories.length} parts
        </span>
      </div>
      <div className={styles.menu}>
        <CardMenu
          label={`Options for ${title}`}
          items={[{ label: 'Delete Collection', icon: Trash2, onSelect: () => setConfirming(true), tone: 'danger' }]}
        />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={`/collection/${encodeURIComponent(collectionId)}`} className={styles.link}>
            {title}
          </Link>
        </h3>
        <p className={own.subtitle}>{subtitle}</p>
        <p className={styles.excerpt}>{storyExcerpt(first)}</p>
        <ul className={styles.meta} aria-label="About this collection">
          <li>{look.name}</li>
          <li>
            <Clock size={14} aria-hidden="true" /> {totalReadTime} min read in total
          </li>
          {stories.some((story) => story.hasAudio) && (
            <li>
              <Headphones size={14} aria-hidden="true" /> Audio
            </li>
          )}
          <li>{formatRelativeTime(latest.createdAt)}</li>
        </ul>
      </div>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete Collection"
        description={`Are you sure you want to delete all ${stories.length} stories of ${title}? This action cannot be undone.`}
        onConfirm={() => remove(stories.map((story) => story.id))}
      />
    </Card>
  );
}
