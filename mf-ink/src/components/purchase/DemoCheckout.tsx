import { Badge } from '@inkspell/ui';
import { FlaskConical } from 'lucide-react';
import type { FormEvent } from 'react';
import type { CheckoutProps } from './checkout-props';
import { PaymentActions } from './PaymentActions';
import styles from './Purchase.module.css';

/**
 * The demo provider's payment panel: shown when the ink service runs without Stripe keys. It says
 * plainly that nobody is charged; Pay goes straight to the server's confirm-payment.
 */
export function DemoCheckout({ intent, onCancel, onPaid, paying, setPaying }: CheckoutProps) {
  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setPaying(true);
    try {
      await onPaid(intent.paymentIntentId);
    } finally {
      setPaying(false);
    }
  };
  return (
    <form onSubmit={pay}>
      <div className={styles.paymentPanel} data-testid="demo-payment">
        <Badge variant="accent" className={styles.demoBadge}>
          <FlaskConical size={14} aria-hidden="true" /> Demo mode
        </Badge>
        <p className={styles.demoTitle}>Demo mode: no card is charged.</p>
        <p className={styles.demoText}>
          This Inkspell has no payment provider connected. Press Pay to add the ink to your account straight away, free of charge.
        </p>
      </div>
      <PaymentActions pack={intent.pack} onCancel={onCancel} paying={paying} />
    </form>
  );
}
