import { Spinner } from '@inkspell/ui';
import styles from './StoryState.module.css';

/** The reader while the story is on its way (spec 01 §2). */
export function StoryLoading() {
  return (
    <section className={`ink-container ${styles.state}`} role="status" aria-live="polite">
      <Spinner size="lg" label="" />
      <p className={styles.loading}>Loading your magical story...</p>
    </section>
  );
}
