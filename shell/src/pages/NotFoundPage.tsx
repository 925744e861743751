import { buttonClassName } from '@inkspell/ui';
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

/** Any path nobody owns: a friendly dead end with two ways out. */
export function NotFoundPage() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % notFoundMessages.length), notFoundRotationMs);
    return () => clearInterval(timer);
  }, []);

  return (
    <section className={`ink-container ${styles.page}`} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        4<span className={styles.spin}>🌟</span>4
      </p>
      <h1 id="not-found-title" className={styles.title}>
        Oops! This page is missing
      </h1>
      <p className={styles.message} aria-live="polite" data-testid="not-found-message">
        {notFoundMessages[index]}
      </p>
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
