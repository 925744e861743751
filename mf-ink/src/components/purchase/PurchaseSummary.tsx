import { formatPrice } from '@inkspell/contracts';
import type { InkPack } from '@inkspell/contracts';
import styles from './Purchase.module.css';

/** The purchase summary: pack name, credits and total (spec 02 §2). */
export function PurchaseSummary({ pack }: { pack: InkPack }) {
  return (
    <dl className={styles.summary} data-testid="purchase-summary">
      <div className={styles.summaryRow}>
        <dt>Pack</dt>
        <dd>{pack.name}</dd>
      </div>
      <div className={styles.summaryRow}>
        <dt>Credits</dt>
        <dd>{pack.credits} ink</dd>
      </div>
      <div className={`${styles.summaryRow} ${styles.total}`}>
        <dt>Total</dt>
        <dd>{formatPrice(pack.priceCents)}</dd>
      </div>
    </dl>
  );
}
