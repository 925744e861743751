import { Droplet } from 'lucide-react';
import styles from './BalanceCard.module.css';

/** The logged-in user's current ink balance (spec 02 §2 Ink shop); 0 when the balance is missing. */
export function BalanceCard({ inkCount }: { inkCount: number | null }) {
  const ink = inkCount ?? 0;
  return (
    <section className={styles.card} aria-label="Your ink balance" data-testid="shop-balance">
      <span className={styles.icon} aria-hidden="true">
        <Droplet size={24} strokeWidth={2.5} />
      </span>
      <p className={styles.text}>
        <span className={styles.label}>Your ink balance</span>
        <span className={styles.amount}>
          <strong>{ink}</strong> ink
        </span>
      </p>
      <p className={styles.hint}>Enough for {Math.floor(ink / 2)} more stories</p>
    </section>
  );
}
