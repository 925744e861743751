import { categoryLook, parentGateMessages } from '@inkspell/contracts/values';
import type { Story } from '@inkspell/contracts';
import { Badge, Card, cardLinkClassName, formatRelativeTime } from '@inkspell/ui';
import { Clock, Headphones, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ShareDialog } from '../share/ShareDialog';
import { CategoryIcon } from '../category-icon';
import { CardMenu } from './CardMenu';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { storyCardNote } from '../story/story-progress';
import { StoryCardExcerpt } from './StoryCardExcerpt';
import { useDeleteFlow } from './use-delete-flow';
import styles from './StoryCard.module.css';

export interface StoryCardProps {
  story: Story;
  /** The chapter number inside a collection ('Part N'). */
  part?: number;
}

/**
 * A story of the user's library or of a collection (spec 01 §2): title, excerpt, category, read time,
 * audio marker and when it was made; its menu shares or deletes it. The card fades while deleting. A story still
 * being written shows its progress instead, a failed one its reason and that the ink went back (issue #22).
 */
export function StoryCard({ story, part }: StoryCardProps) {
  const look = categoryLook(story.category);
  const [sharing, setSharing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { remove, isDeleting } = useDeleteFlow('library');
  // Issue #22: a story being written has nothing to share or delete yet; a failed one can only be deleted.
  const note = storyCardNote(story);
  const finished = note.kind === 'excerpt';

  return (
    <Card
      as="li"
      look="interactive"
      className={isDeleting ? `${styles.card} ${styles.deleting}` : styles.card}
      style={{ ['--card-color' as string]: look.color }}
      aria-busy={isDeleting || undefined}
      data-testid="story-card"
    >
      <div className={styles.band}>
        <span className={styles.icon}>
          <CategoryIcon category={story.category} size={22} />
        </span>
        {part !== undefined && <span className={styles.part}>Part {part}</span>}
      </div>
      {note.kind !== 'in-progress' && (
        <div className={styles.menu}>
          <CardMenu
            label={`Options for ${story.title}`}
            items={[
              ...(finished ? [{ label: 'Share Story', icon: Share2, onSelect: () => setSharing(true) }] : []),
              { label: 'Delete Story', icon: Trash2, onSelect: () => setConfirming(true), tone: 'danger' as const },
            ]}
          />
        </div>
      )}
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={`/story/${encodeURIComponent(story.id)}`} className={cardLinkClassName}>
            {story.title}
          </Link>
        </h3>
        {story.reviewState === 'waiting-for-parent' ? (
          <p className={styles.excerpt} data-testid="story-waiting">
            <Badge variant="accent">Waiting for a parent</Badge> {parentGateMessages.waitingForParent}
          </p>
        ) : (
          <StoryCardExcerpt note={note} story={story} />
        )}
        <ul className={styles.meta} aria-label="About this story">
          <li>{look.name}</li>
          {finished && (
            <li>
              <Clock size={14} aria-hidden="true" /> {story.readTime} min read
            </li>
          )}
          {finished && story.hasAudio && (
            <li>
              <Headphones size={14} aria-hidden="true" /> Audio
            </li>
          )}
          <li>{formatRelativeTime(story.createdAt)}</li>
        </ul>
      </div>
      <ShareDialog storyId={story.id} storyTitle={story.title} open={sharing} onOpenChange={setSharing} />
      <ConfirmDeleteDialog open={confirming} onOpenChange={setConfirming} onConfirm={() => remove([story.id])} />
    </Card>
  );
}
