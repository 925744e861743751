import type { CreatePaymentIntentAnswer, InkPack, PublicUser } from '@inkspell/contracts';
import {
  currentUserQueryKey,
  hasConnection,
  parentPinHeaders,
  toast,
  useCurrentUser,
  useFrontendConfig,
  useRefreshInk,
} from '@inkspell/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import {
  buyNeedsConnectionToast,
  confirmPaymentFailedToast,
  loginRequiredToast,
  paymentProcessingErrorToast,
  paymentSetupFailedToast,
  purchaseSuccessfulToast,
} from './payment-toasts';
import { useConfirmPayment, useCreatePaymentIntent } from './payments';

export interface PurchaseFlow {
  /** The payment the dialog is open for; null when it is closed. */
  intent: CreatePaymentIntentAnswer | null;
  /** The pack whose payment is being set up (its button spins). */
  preparingPackId: string | null;
  choose: (pack: InkPack) => void;
  /** Closes the dialog and clears the choice (spec 02 §4). */
  cancel: () => void;
  /** Asks the server to credit a payment the provider reported as succeeded; true when it did. */
  complete: (paymentIntentId: string) => Promise<boolean>;
}

/**
 * The purchase flow of spec 02 §4: pick a pack (login needed) → create a payment intent → the
 * dialog opens → the provider takes the payment → the server confirms → the dialog closes, the
 * balance and histories refresh and a toast says so.
 */
export function usePurchase(): PurchaseFlow {
  const { user } = useCurrentUser();
  const { stripePublishableKey } = useFrontendConfig();
  const queryClient = useQueryClient();
  const refreshInk = useRefreshInk();
  const createIntent = useCreatePaymentIntent();
  const [intent, setIntent] = useState<CreatePaymentIntentAnswer | null>(null);
  const [preparingPackId, setPreparingPackId] = useState<string | null>(null);
  // The parent PIN typed for this purchase (ADR 0019): sent to start it and again to finish it, then forgotten.
  const pinHeaders = useRef<Record<string, string>>({});

  const choose = async (pack: InkPack) => {
    // Offline the family also looks signed out (nobody could ask who is here): the connection is what is missing.
    if (!hasConnection()) {
      toast(buyNeedsConnectionToast);
      return;
    }
    if (!user) {
      toast(loginRequiredToast);
      return;
    }
    const headers = await parentPinHeaders(user, `Buy ${pack.credits} ink`);
    if (!headers) return;
    pinHeaders.current = headers;
    setPreparingPackId(pack.packageId);
    createIntent.mutate(
      { packageId: pack.packageId, headers },
      {
        onSuccess: (answer) => {
          // A Stripe payment cannot be taken without the publishable key in the run-time config.
          if (answer.provider === 'stripe' && !stripePublishableKey) toast(paymentSetupFailedToast(null));
          else setIntent(answer);
        },
        onError: (error) => toast(paymentSetupFailedToast(error)),
        onSettled: () => setPreparingPackId(null),
      },
    );
  };

  const cancel = useCallback(() => {
    pinHeaders.current = {};
    setIntent(null);
  }, []);

  const { mutateAsync: confirm } = useConfirmPayment();
  const complete = useCallback(
    async (paymentIntentId: string) => {
      try {
        const answer = await confirm({ paymentIntentId, headers: pinHeaders.current });
        if (!answer.success) {
          toast(paymentProcessingErrorToast);
          return false;
        }
        setIntent(null);
        pinHeaders.current = {};
        // The answer already carries the new balance: show it at once, then refetch everything that shows ink.
        queryClient.setQueryData<PublicUser | null>(currentUserQueryKey, (current) =>
          current ? { ...current, inkCount: answer.balance } : current,
        );
        void refreshInk();
        toast(purchaseSuccessfulToast(answer));
        return true;
      } catch (error) {
        toast(confirmPaymentFailedToast(error));
        return false;
      }
    },
    [confirm, queryClient, refreshInk],
  );

  return { intent, preparingPackId, choose: (pack) => void choose(pack), cancel, complete };
}
