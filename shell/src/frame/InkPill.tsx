import { Link } from 'react-router-dom';
import styles from './InkPill.module.css';

/**
 * The logged-in user's ink balance (0 when the balance is missing), linking to the shop. Its name is
 * its visible text ("5 ink", WCAG 2.5.3: what you see is what you say to voice control); the
 * shop is the link's description.
 */
export function InkPill({ inkCount }: { inkCount: number | null | undefined }) {
  const ink = inkCount ?? 0;
  return (
    <Link to="/ink-shop" className={styles.pill} title="Get more ink" data-testid="ink-balance">
      <svg className={styles.drop} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 2 C12 2 5 11 5 15 a7 7 0 0 0 14 0 C19 11 12 2 12 2 Z" />
      </svg>
      <span>{ink}</span> <span className={styles.unit}>ink</span>
    </Link>
  );
}
