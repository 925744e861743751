import { buttonClassName } from '@inkspell/ui';
import { BookHeart, WandSparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import styles from './LibraryStates.module.css';

/** The empty library (spec 01 §2): 'No stories yet!' and the way to the first one. */
export function EmptyLibrary() {
  return (
    <div className={styles.state} data-testid="library-empty">
      <BookHeart className={styles.icon} size={64} aria-hidden="true" />
      <h2>No stories yet!</h2>
      <p>Your library is waiting for its very first adventure.</p>
      <Link to="/create" className={buttonClassName({ size: 'lg' })}>
        <WandSparkles size={20} aria-hidden="true" /> Create Your First Story
      </Link>
    </div>
  );
}
