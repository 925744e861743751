import { buttonClassName, usePageMeta } from '@inkspell/ui';
import { BookX } from 'lucide-react';
import { Link } from 'react-router-dom';
import styles from './StoryState.module.css';

/** 'Story Not Found' with a way home (spec 01 §2 reader states; also on a load error or no data). */
export function StoryNotFound() {
  usePageMeta({ title: 'Story Not Found' });
  return (
    <section className={`ink-container ${styles.state}`} data-testid="story-not-found">
      <BookX className={styles.icon} size={64} aria-hidden="true" />
      <h1>Story Not Found</h1>
      <p>This story may have been moved, or the link is not quite right.</p>
      <Link to="/" className={buttonClassName()}>
        Back to Home
      </Link>
    </section>
  );
}
