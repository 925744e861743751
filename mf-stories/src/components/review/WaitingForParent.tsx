import { parentGateMessages, parentReviewPagePath } from '@inkspell/contracts/values';
import type { Story } from '@inkspell/contracts';
import { buttonClassName, usePageMeta } from '@inkspell/ui';
import { Hourglass } from 'lucide-react';
import { Link } from 'react-router-dom';
import styles from '../story/StoryState.module.css';

/** The reader of a story that waits for a parent (ADR 0019): its title, and nothing to read or hear yet. */
export function WaitingForParent({ story }: { story: Story }) {
  usePageMeta({ title: story.title });
  return (
    <section className={`ink-container ${styles.state}`} data-testid="story-waiting-for-parent">
      <Hourglass className={styles.icon} size={64} aria-hidden="true" />
      <h1>{story.title}</h1>
      <p>{parentGateMessages.waitingForParent}</p>
      <Link to={parentReviewPagePath} className={buttonClassName({ variant: 'outline' })}>
        Parent review
      </Link>
    </section>
  );
}
