import type { CreatePaymentIntentAnswer } from '@inkspell/contracts';
import { Dialog, DialogContent, Spinner, useFrontendConfig } from '@inkspell/ui';
import { lazy, Suspense, useState } from 'react';
import type { CheckoutProps } from './checkout-props';
import { DemoCheckout } from './DemoCheckout';
import styles from './Purchase.module.css';
import { PurchaseSummary } from './PurchaseSummary';

// Stripe's code (and Stripe.js from its servers) is fetched only when a Stripe payment opens,
// never for the demo provider.
const StripeCheckout = lazy(() => import('./StripeCheckout'));

export interface PurchaseDialogProps {
  intent: CreatePaymentIntentAnswer | null;
  onCancel: () => void;
  onPaid: (paymentIntentId: string) => Promise<boolean>;
}

/** Complete Your Purchase (spec 02 §2): the summary, the payment form of the provider, Pay and Cancel. */
export function PurchaseDialog({ intent, onCancel, onPaid }: PurchaseDialogProps) {
  // While a payment is under way the dialog stays open: closing it would not stop the charge.
  const [paying, setPaying] = useState(false);
  return (
    <Dialog open={intent !== null} onOpenChange={(open) => !open && !paying && onCancel()}>
      {intent && (
        <DialogContent
          title="Complete Your Purchase"
          description="Check your ink pack, then pay to add the ink to your account."
          className={styles.dialog}
        >
          <PurchaseSummary pack={intent.pack} />
          <Checkout intent={intent} onCancel={onCancel} onPaid={onPaid} paying={paying} setPaying={setPaying} />
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The payment form of whichever provider the ink service chose for this payment. */
function Checkout(props: CheckoutProps) {
  const { stripePublishableKey } = useFrontendConfig();
  if (props.intent.provider === 'demo') return <DemoCheckout {...props} />;
  return (
    <Suspense
      fallback={
        <div className={styles.paymentPanel}>
          <Spinner label="Loading the secure payment form" />
        </div>
      }
    >
      <StripeCheckout {...props} publishableKey={stripePublishableKey ?? ''} />
    </Suspense>
  );
}
