import { Link } from 'react-router-dom';
import styles from './BrandLogo.module.css';

/** The Inkspell mark (an ink drop with a sparkle) and wordmark, linking home. */
export function BrandLogo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" className={styles.logo} aria-label="Inkspell home" onClick={onNavigate}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r="19" fill="#6d3fd0" />
        <path d="M20 8 C20 8 11 19 11 24 a9 9 0 0 0 18 0 C29 19 20 8 20 8 Z" fill="#fff" />
        <path d="M24 22 l1.4 3 3 .4 -2.2 2 .6 3 -2.8 -1.5 -2.8 1.5 .6 -3 -2.2 -2 3 -.4 z" fill="#f5a524" />
      </svg>
      <span className={styles.word}>
        Ink<span className={styles.spell}>spell</span>
      </span>
    </Link>
  );
}
