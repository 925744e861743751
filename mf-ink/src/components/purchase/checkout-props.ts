import type { CreatePaymentIntentAnswer } from '@inkspell/contracts';

/** What every provider's checkout form gets from the purchase dialog. */
export interface CheckoutProps {
  intent: CreatePaymentIntentAnswer;
  onCancel: () => void;
  /** Confirms a payment the provider took with the server; resolves true when the ink was credited. */
  onPaid: (paymentIntentId: string) => Promise<boolean>;
  /** True while the payment is being taken or confirmed. */
  paying: boolean;
  setPaying: (paying: boolean) => void;
}
