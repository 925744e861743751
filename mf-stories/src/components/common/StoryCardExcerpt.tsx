import { storyMessages } from '@inkspell/contracts/values';
import type { Story } from '@inkspell/contracts';
import { Badge } from '@inkspell/ui';
import { Brush, PenLine, Undo2 } from 'lucide-react';
import type { StoryCardNote } from '../story/story-progress';
import { storyExcerpt } from './excerpt';
import styles from './StoryCard.module.css';

/** What a library card says under its title: the excerpt, a story job's progress, or why it failed (issue #22). */
export function StoryCardExcerpt({ note, story }: { note: StoryCardNote; story: Pick<Story, 'preview' | 'content'> }) {
  switch (note.kind) {
    case 'excerpt':
      return <p className={styles.excerpt}>{storyExcerpt(story)}</p>;
    case 'in-progress': {
      const Icon = note.status === 'illustrating' ? Brush : PenLine;
      return (
        <p className={`${styles.excerpt} ${styles.progress}`} data-testid="story-card-progress" data-status={note.status}>
          <Icon size={16} aria-hidden="true" /> {note.text}
        </p>
      );
    }
    case 'failed':
      return (
        <p className={styles.excerpt} data-testid="story-card-failed">
          {note.reason}{' '}
          <Badge variant="success" data-testid="story-card-ink-returned">
            <Undo2 size={12} aria-hidden="true" /> {storyMessages.inkReturned}
          </Badge>
        </p>
      );
  }
}
