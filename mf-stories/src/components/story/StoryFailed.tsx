import { storyMessages } from '@inkspell/contracts/values';
import { Badge, buttonClassName, usePageMeta } from '@inkspell/ui';
import { CloudLightning, Undo2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import styles from './StoryState.module.css';

export interface StoryFailedProps {
  /** Why, for the family (one of the contracts' storyFailureReasons). */
  reason: string;
  inkReturned: boolean;
  back: { to: string; label: string };
}

/** A story job that failed (issue #22): the reason, that the ink went back, and the way to try again. */
export function StoryFailed({ reason, inkReturned, back }: StoryFailedProps) {
  usePageMeta({ title: 'Story Not Finished' });
  return (
    <section className={`ink-container ${styles.state}`} data-testid="story-failed">
      <CloudLightning className={styles.icon} size={64} aria-hidden="true" />
      <h1>Spell could not finish this story</h1>
      <p role="alert" data-testid="story-failed-reason">
        {reason}
      </p>
      {inkReturned && (
        <Badge variant="success" data-testid="story-ink-returned">
          <Undo2 size={14} aria-hidden="true" /> {storyMessages.inkReturned}
        </Badge>
      )}
      <div className={styles.actions}>
        <Link to="/create" className={buttonClassName()}>
          Create a New Story
        </Link>
        <Link to={back.to} className={buttonClassName({ variant: 'outline' })}>
          {back.label}
        </Link>
      </div>
    </section>
  );
}
