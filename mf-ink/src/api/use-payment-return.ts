import { useCurrentUser, toast } from '@inkspell/ui';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { unfinishedPaymentToast } from './payment-toasts';

/** Payments already handled on this page load: React may run an effect twice, the server must hear once. */
const handledReturns = new Set<string>();

const returnParams = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'] as const;

/**
 * A payment method that needed a redirect (3-D Secure, wallets) comes back to /ink-shop with
 * ?payment_intent=…&redirect_status=…: confirm a success with the server once, report a failure,
 * and take the parameters out of the address so a reload does not repeat either.
 */
export function usePaymentReturn(complete: (paymentIntentId: string) => Promise<boolean>): void {
  const [params, setParams] = useSearchParams();
  const { user, isLoading } = useCurrentUser();
  const paymentIntentId = params.get('payment_intent');
  const status = params.get('redirect_status');

  useEffect(() => {
    if (!paymentIntentId || !status || isLoading || !user || handledReturns.has(paymentIntentId)) return;
    handledReturns.add(paymentIntentId);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        returnParams.forEach((name) => next.delete(name));
        return next;
      },
      { replace: true },
    );
    if (status === 'succeeded') void complete(paymentIntentId);
    else toast(unfinishedPaymentToast(status));
  }, [paymentIntentId, status, isLoading, user, setParams, complete]);
}
