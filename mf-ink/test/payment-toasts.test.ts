import { errorCodes, formatPrice, inkPacks } from '@inkspell/contracts';
import { ApiError } from '@inkspell/ui';
import { describe, expect, it } from 'vitest';
import {
  buyNeedsConnectionToast,
  confirmPaymentFailedToast,
  loginRequiredToast,
  paymentFailedToast,
  paymentSetupFailedToast,
  purchaseSuccessfulToast,
  unfinishedPaymentToast,
} from '../src/api/payment-toasts';

const failed = (status: number, code: string, message = 'nope') => new ApiError({ status, code, message });

describe('pack prices (spec 02 §9: two decimals)', () => {
  it('shows $9.00, $15.00 and $20.00', () => {
    expect(inkPacks.map((pack) => formatPrice(pack.priceCents))).toEqual(['$9.00', '$15.00', '$20.00']);
  });

  it('keeps cents', () => {
    expect(formatPrice(1999)).toBe('$19.99');
    expect(formatPrice(5)).toBe('$0.05');
  });

  it('flags only the Popular Pack as Most Popular', () => {
    expect(inkPacks.filter((pack) => pack.flag === 'Most Popular').map((pack) => pack.packageId)).toEqual(['popular']);
  });
});

describe('payment toasts (spec 02 §6, §8)', () => {
  it('a visitor choosing a pack is told to log in, word for word', () => {
    expect(loginRequiredToast).toMatchObject({ title: 'Login Required', description: 'Please login to purchase ink credits!' });
  });

  it('a pack chosen with no connection says buying needs one, in the words create and continue use (issue #27)', () => {
    expect(buyNeedsConnectionToast).toMatchObject({
      title: 'Buying ink needs a connection.',
      description: 'Check your Wi-Fi or mobile data, then try again.',
      variant: 'destructive',
    });
  });

  it('a failed payment setup says Payment Setup Failed (Unable to setup payment)', () => {
    expect(paymentSetupFailedToast(failed(502, errorCodes.paymentProvider))).toEqual({
      title: 'Payment Setup Failed',
      description: 'Unable to setup payment',
      variant: 'destructive',
    });
  });

  it('a session that ended before paying asks to log in instead', () => {
    expect(paymentSetupFailedToast(failed(401, errorCodes.unauthenticated)).title).toBe('Login Required');
  });

  it('a refusal by the provider says Payment Failed with the provider message', () => {
    expect(paymentFailedToast('Your card was declined.')).toMatchObject({
      title: 'Payment Failed',
      description: 'Your card was declined.',
    });
  });

  it('a confirm refused because the payment did not succeed is a failed payment', () => {
    expect(confirmPaymentFailedToast(failed(400, errorCodes.paymentNotSucceeded, 'The payment has not succeeded yet'))).toMatchObject({
      title: 'Payment Failed',
      description: 'The payment has not succeeded yet',
    });
  });

  it('any other confirm failure is Payment Processing Error (the money moved, the ink did not)', () => {
    for (const error of [failed(500, errorCodes.internal), failed(0, errorCodes.unavailable), new Error('boom')]) {
      expect(confirmPaymentFailedToast(error)).toEqual({
        title: 'Payment Processing Error',
        description: 'Payment succeeded but failed to update account',
        variant: 'destructive',
      });
    }
  });

  it('a payment still processing is not called a failure; any other unfinished status is', () => {
    expect(unfinishedPaymentToast('processing')).toMatchObject({ title: 'Payment Processing' });
    expect(unfinishedPaymentToast('processing').variant).toBeUndefined();
    expect(unfinishedPaymentToast('requires_payment_method')).toMatchObject({ title: 'Payment Failed', variant: 'destructive' });
  });

  it('success says Purchase Successful with the server message', () => {
    expect(purchaseSuccessfulToast({ message: '15 ink added to your balance!' })).toEqual({
      title: 'Purchase Successful',
      description: '15 ink added to your balance!',
    });
  });
});
