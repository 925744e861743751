import { buttonClassName } from '@inkspell/ui';
import { BookX } from 'lucide-react';
import { Link } from 'react-router-dom';
import styles from '../story/StoryState.module.css';

/** A collection that does not exist or has no stories left (spec 01 §2). */
export function CollectionNotFound() {
  return (
    <section className={`ink-container ${styles.state}`} data-testid="collection-not-found">
      <BookX className={styles.icon} size={64} aria-hidden="true" />
      <h1>Collection not found</h1>
      <p>These adventures may have been deleted, or the link is not quite right.</p>
      <Link to="/stories" className={buttonClassName()}>
        Back to Stories
      </Link>
    </section>
  );
}
