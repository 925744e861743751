import { unknownInkBalance } from '@inkspell/contracts/values';
import { Droplet } from 'lucide-react';
import { Link } from 'react-router-dom';
import { enoughForText } from './ink-panel-rules';
import styles from './CreatePanels.module.css';

/**
 * The logged-in user's ink and how many stories it buys (spec 01 §2, §9). An unknown balance (the ink service did
 * not answer in time) says so instead of 0; creating stays possible and the server says if ink is short.
 */
export function InkPanel({ inkCount }: { inkCount: number | null }) {
  return (
    <section className={`${styles.panel} ${styles.inkPanel}`} aria-labelledby="ink-panel-title" data-testid="ink-panel">
      <h2 id="ink-panel-title" className={styles.panelTitle}>
        <Droplet size={20} aria-hidden="true" /> Your magic ink
      </h2>
      {inkCount === null ? (
        <>
          <p className={styles.inkAmount} data-balance="unknown">
            <strong>?</strong> ink
          </p>
          <p className={styles.inkHint}>{unknownInkBalance.hint}</p>
        </>
      ) : (
        <>
          <p className={styles.inkAmount}>
            <strong>{inkCount}</strong> ink
          </p>
          <p className={styles.inkHint}>{enoughForText(inkCount)}</p>
        </>
      )}
      <Link to="/ink-shop" className={styles.inkLink}>
        Get more ink
      </Link>
    </section>
  );
}
