import { unknownInkBalance } from '@inkspell/contracts/values';
import { Link } from 'react-router-dom';
import styles from './InkPill.module.css';

const unknownBalanceLabel = unknownInkBalance.label;

/**
 * The logged-in user's ink balance, linking to the shop. Its name is its visible text ("5 ink", WCAG 2.5.3:
 * what you see is what you say to voice control); the shop is the link's description. An unknown balance
 * (`inkCount: null`, ink slow to answer) shows as "? ink" named "Ink balance unavailable", never as 0.
 */
export function InkPill({ inkCount }: { inkCount: number | null | undefined }) {
  const known = inkCount !== null && inkCount !== undefined;
  return (
    <Link
      to="/ink-shop"
      className={known ? styles.pill : `${styles.pill} ${styles.unknown}`}
      title={known ? 'Get more ink' : `${unknownBalanceLabel}: get more ink`}
      data-testid="ink-balance"
      {...(known ? {} : { 'aria-label': unknownBalanceLabel, 'data-balance': 'unknown' })}
    >
      <svg className={styles.drop} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 2 C12 2 5 11 5 15 a7 7 0 0 0 14 0 C19 11 12 2 12 2 Z" />
      </svg>
      <span>{known ? inkCount : '?'}</span> <span className={styles.unit}>ink</span>
    </Link>
  );
}
