/**
 * Every toast of the purchase flow (spec 02 §6, §8), built from the contracts' texts. Pure
 * functions of what went wrong, so the wording rules are tested without a browser.
 */
import { paymentToasts, type ConfirmPaymentAnswer } from '@inkspell/contracts';
import { errorCodes, offlineMessages } from '@inkspell/contracts/values';
import type { ToastOptions } from '@inkspell/ui';

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

/** A visitor picked a pack, or the session ended before paying. */
export const loginRequiredToast: ToastOptions = { ...paymentToasts.loginRequired, variant: 'destructive' };

/** A pack was picked with no connection (issue #27): buying needs the server, so nothing is asked of it. */
export const buyNeedsConnectionToast: ToastOptions = {
  title: offlineMessages.buyInk,
  description: 'Check your Wi-Fi or mobile data, then try again.',
  variant: 'destructive',
};

/** create-payment-intent failed: Login Required when the session is gone, else Payment Setup Failed. */
export function paymentSetupFailedToast(error: unknown): ToastOptions {
  if (codeOf(error) === errorCodes.unauthenticated) return loginRequiredToast;
  return { ...paymentToasts.setupFailed, variant: 'destructive' };
}

/** The payment provider refused or could not take the payment; its own message is shown. */
export function paymentFailedToast(providerMessage: string | undefined): ToastOptions {
  return {
    title: paymentToasts.failed.title,
    description: providerMessage ?? 'Your payment was not completed. No ink was added.',
    variant: 'destructive',
  };
}

/**
 * The provider is still working on the payment (some methods take minutes). Not in the spec's
 * catalogue: neither a failure nor a success yet; the webhook credits the ink when it completes.
 */
export const paymentPendingToast: ToastOptions = {
  title: 'Payment Processing',
  description: 'Your payment is still being processed. Your ink will be added as soon as it completes.',
};

/** Which toast a payment's final provider status gives when it is not "succeeded". */
export function unfinishedPaymentToast(status: string): ToastOptions {
  return status === 'processing' ? paymentPendingToast : paymentFailedToast(undefined);
}

/** Money moved but the server did not credit the ink. */
export const paymentProcessingErrorToast: ToastOptions = { ...paymentToasts.processingError, variant: 'destructive' };

/**
 * confirm-payment failed. A server that says the payment has not succeeded means the payment
 * itself failed (Payment Failed with its message); anything else happened after the money moved.
 */
export function confirmPaymentFailedToast(error: unknown): ToastOptions {
  if (codeOf(error) === errorCodes.paymentNotSucceeded) return paymentFailedToast(messageOf(error));
  if (codeOf(error) === errorCodes.unauthenticated) return loginRequiredToast;
  return paymentProcessingErrorToast;
}

/** The server credited the ink: Purchase Successful with the server's message. */
export function purchaseSuccessfulToast(answer: Pick<ConfirmPaymentAnswer, 'message'>): ToastOptions {
  return { title: paymentToasts.success.title, description: answer.message };
}
