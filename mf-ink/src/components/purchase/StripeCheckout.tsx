import { toast } from '@inkspell/ui';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import type { CheckoutProps } from './checkout-props';
import { PaymentActions } from './PaymentActions';
import { paymentFailedToast, paymentSetupFailedToast, unfinishedPaymentToast } from '../../api/payment-toasts';
import styles from './Purchase.module.css';

/** Stripe.js loads once per key and page (loadStripe must not run on every render). */
const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a key; null when it could not be loaded (then the next purchase tries again). */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => {
      stripeByKey.delete(publishableKey);
      return null;
    });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

/** Where a payment method that needs a redirect comes back to (spec 02 §4, §9: the Ink shop route). */
const returnUrl = () => `${window.location.origin}/ink-shop`;

/** The Stripe Payment Element in Stripe's dark ("night") theme (spec 02 §2, §9). Loaded lazily. */
export default function StripeCheckout(props: CheckoutProps & { publishableKey: string }) {
  const [stripe] = useState(() => stripeFor(props.publishableKey));
  const { onCancel } = props;
  // Without Stripe.js there is no form to pay with: say so and close the dialog.
  useEffect(() => {
    let shown = true;
    void stripe.then((loaded) => {
      if (loaded || !shown) return;
      toast(paymentSetupFailedToast(null));
      onCancel();
    });
    return () => {
      shown = false;
    };
  }, [stripe, onCancel]);
  return (
    <Elements stripe={stripe} options={{ clientSecret: props.intent.clientSecret, appearance: { theme: 'night' } }}>
      <StripePaymentForm {...props} />
    </Elements>
  );
}

function StripePaymentForm({ intent, onCancel, onPaid, paying, setPaying }: CheckoutProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    try {
      // No redirect unless the method needs one (spec 02 §4); cards finish here.
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl() },
      });
      if (error) toast(paymentFailedToast(error.message));
      else if (paymentIntent.status === 'succeeded') await onPaid(paymentIntent.id);
      else toast(unfinishedPaymentToast(paymentIntent.status));
    } finally {
      setPaying(false);
    }
  };

  return (
    <form onSubmit={pay}>
      <div className={`${styles.paymentPanel} ${styles.stripePanel}`}>
        <PaymentElement
          onReady={() => setReady(true)}
          onLoadError={() => {
            toast(paymentSetupFailedToast(null));
            onCancel();
          }}
        />
      </div>
      <PaymentActions pack={intent.pack} onCancel={onCancel} paying={paying} payDisabled={!stripe || !elements || !ready} />
    </form>
  );
}
