import { unknownInkBalance } from '@inkspell/contracts/values';
import { Droplet } from 'lucide-react';
import styles from './BalanceCard.module.css';

/**
 * The logged-in user's current ink balance (spec 02 §2 Ink shop). A balance the ink service did not give in time
 * says so instead of 0 (ADR 0027): buying still works, and the pill refreshes after a purchase.
 */
export function BalanceCard({ inkCount }: { inkCount: number | null }) {
  return (
    <section className={styles.card} aria-label="Your ink balance" data-testid="shop-balance">
      <span className={styles.icon} aria-hidden="true">
        <Droplet size={24} strokeWidth={2.5} />
      </span>
      <p className={styles.text}>
        <span className={styles.label}>Your ink balance</span>
        <span className={styles.amount} {...(inkCount === null ? { 'data-balance': 'unknown' } : {})}>
          <strong>{inkCount ?? '?'}</strong> ink
        </span>
      </p>
      <p className={styles.hint}>{inkCount === null ? unknownInkBalance.hint : `Enough for ${Math.floor(inkCount / 2)} more stories`}</p>
    </section>
  );
}
