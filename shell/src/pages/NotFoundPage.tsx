import { buttonClassName } from '@inkspell/ui';
import { Pause, Play, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styles from './NotFoundPage.module.css';

/** The playful messages of the 404 page, shown in turn (spec 02 §2). */
export const notFoundMessages = [
  'This page wandered off into the Whispering Woods.',
  'Spell looked everywhere, even under the dragon’s pillow!',
  'A mischievous comet may have carried this page away.',
  'The map has a blank spot here. Maybe a new story belongs on it?',
  'Even the wisest owl in the library could not find this page.',
] as const;

/** How often the message changes. */
export const notFoundRotationMs = 3000;

/**
 * Any path nobody owns: a friendly dead end with two ways out. The message changes every 3 seconds;
 * it is not announced each time (a screen reader would be talked over), and Pause stops it (WCAG 2.2.2).
 */
export function NotFoundPage() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % notFoundMessages.length), notFoundRotationMs);
    return () => clearInterval(timer);
  }, [paused]);

  return (
    <section className={`ink-container ${styles.page}`} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        4
        <span className={styles.spin}>
          <Star className={styles.star} strokeWidth={2} focusable="false" />
        </span>
        4
      </p>
      <h1 id="not-found-title" className={styles.title}>
        Oops! This page is missing
      </h1>
      <div className={styles.messageRow}>
        <p className={styles.message} data-testid="not-found-message">
          {notFoundMessages[index]}
        </p>
        <button type="button" className={styles.pause} onClick={() => setPaused((value) => !value)}>
          {paused ? <Play size={16} aria-hidden="true" focusable="false" /> : <Pause size={16} aria-hidden="true" focusable="false" />}
          <span className="ink-visually-hidden">{paused ? 'Play messages' : 'Pause messages'}</span>
        </button>
      </div>
      <div className={styles.actions}>
        <Link to="/" className={buttonClassName({ size: 'lg' })}>
          Return Home
        </Link>
        <Link to="/create" className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
          Create Story
        </Link>
      </div>
    </section>
  );
}
