import { FlaskConical } from 'lucide-react';
import styles from './DemoModeBanner.module.css';

/**
 * Above the packs when the ink service runs its demo provider (PAYMENTS_MODE=demo, or no Stripe key outside
 * production): nobody can mistake the shop for one that charges, or for one that sells (ADR 0026).
 */
export function DemoModeBanner() {
  return (
    <section className={styles.banner} role="status" aria-labelledby="demo-mode-title" data-testid="demo-mode-banner">
      <FlaskConical size={28} aria-hidden="true" className={styles.icon} />
      <div>
        <h2 id="demo-mode-title" className={styles.title}>
          Demo mode
        </h2>
        <p className={styles.text}>
          This Inkspell takes no payments: no card is charged, and ink from these packs is added free of charge.
        </p>
      </div>
    </section>
  );
}
