import { inkApiPaths } from '@inkspell/contracts/values';
import {
  confirmPaymentAnswerSchema,
  confirmPaymentSchema,
  createPaymentIntentAnswerSchema,
  createPaymentIntentSchema,
  type ConfirmPaymentAnswer,
  type CreatePaymentIntentAnswer,
  type InkPackId,
} from '@inkspell/contracts';
import { api, trackEvent } from '@inkspell/ui';
import { useMutation } from '@tanstack/react-query';

/** The parent PIN header of a purchase when the account has a PIN (ADR 0019). */
type PinHeaders = Record<string, string> | undefined;

/** POST /api/ink/create-payment-intent {packageId}: who takes the payment, its client secret and the pack. */
export function useCreatePaymentIntent() {
  return useMutation({
    mutationFn: ({ packageId, headers }: { packageId: InkPackId; headers?: PinHeaders }): Promise<CreatePaymentIntentAnswer> =>
      api.post(inkApiPaths.createPaymentIntent, createPaymentIntentSchema.parse({ packageId }), {
        schema: createPaymentIntentAnswerSchema,
        headers,
      }),
  });
}

/** POST /api/ink/confirm-payment {paymentIntentId}: the server checks the payment and credits the ink once. */
export function useConfirmPayment() {
  return useMutation({
    mutationFn: ({ paymentIntentId, headers }: { paymentIntentId: string; headers?: PinHeaders }): Promise<ConfirmPaymentAnswer> =>
      api.post(inkApiPaths.confirmPayment, confirmPaymentSchema.parse({ paymentIntentId }), {
        schema: confirmPaymentAnswerSchema,
        headers,
      }),
    // An analytics event for the purchase: how much ink, nothing about the payer or the payment.
    onSuccess: (answer) => {
      if (answer.success) trackEvent('ink_purchased', { count: answer.credits });
    },
  });
}
