/**
 * Every toast of the account pages, worded as spec 01 §8 and spec 02 §8 say. Pure functions of
 * the failed call, so the wording rules are tested without a browser (test/account-toasts.test.ts).
 * Which toast a failure gives is decided by the error's code (hasErrorCode), never by its message.
 */
import { accountMessages } from '@inkspell/contracts';
import { errorCodes } from '@inkspell/contracts/values';
import type { ToastOptions } from '@inkspell/ui';
import { hasErrorCode } from './error-code';

/** The server's message when the call produced one (ApiError, or any Error). */
export function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

const failure = (title: string, description: string): ToastOptions => ({ title, description, variant: 'destructive' });

// Login and registration (spec 01 §8)

export const loginFailedToast = (error: unknown) => failure('Login Failed', messageOf(error) ?? accountMessages.invalidCredentials);

export function registrationFailedToast(error: unknown): ToastOptions {
  if (hasErrorCode(error, errorCodes.emailTaken)) {
    return failure('Welcome Back', 'An account with this email already exists. Log in instead, or sign up with another email.');
  }
  if (hasErrorCode(error, errorCodes.usernameTaken)) {
    return failure('That Username is Taken', 'Another young wizard already has this username. Please pick a different one.');
  }
  return failure('Registration Failed', messageOf(error) ?? 'Unable to create account. Please try again.');
}

// Forgot and reset password (spec 02 §8)

export const magicEmailSentToast: ToastOptions = {
  title: 'Magic Email Sent',
  description: 'Check your inbox for a link to choose a new password.',
};

export function forgotPasswordFailedToast(error: unknown): ToastOptions {
  // The reset cooldown, and the gateway's own rate limit, which asks for the same wait.
  if (hasErrorCode(error, errorCodes.resetCooldown, errorCodes.rateLimited)) {
    return failure('Magic Cooldown', 'Please wait a moment before requesting another reset.');
  }
  if (hasErrorCode(error, errorCodes.emailNotFound)) return failure('Email Not Found', accountMessages.emailNotFound);
  // Not in the spec's catalogue: the service could not be reached or broke, which says nothing about the address.
  return failure('Magic Email Not Sent', messageOf(error) ?? 'Unable to send the reset email. Please try again.');
}

export const missingResetTokenToast = failure(
  'Invalid Reset Link',
  'This reset link is missing its token. Please request a new password reset.',
);

export const passwordResetToast: ToastOptions = {
  title: 'Password Reset Successful',
  description: 'You can now log in with your new password.',
};

export function passwordResetFailedToast(error: unknown): ToastOptions {
  if (hasErrorCode(error, errorCodes.linkExpired))
    return failure('Reset Link Expired', 'This reset link has expired. Please request a new one.');
  if (hasErrorCode(error, errorCodes.linkInvalid)) {
    return failure('Invalid Reset Link', 'This reset link is no longer valid. Please request a new password reset.');
  }
  return failure('Password Reset Failed', messageOf(error) ?? 'Unable to reset your password. Please try again.');
}

// Two-factor authentication (spec 02 §8)

/** /disable-2fa opened without its token (spec 02 §8: "Invalid Link ... when the token is missing"). */
export const invalidLinkToast = failure('Invalid Link', 'This link is missing its security token. Ask for a new one from your profile.');

export const missingPasswordOrCodeToast = failure('Missing Information', 'Please enter both your password and 2FA code');

export const disableFailedToast = (error: unknown) => failure('Disable Failed', messageOf(error) ?? 'Failed to disable 2FA');

export const twoFactorDisabledToast: ToastOptions = {
  title: '2FA Disabled Successfully',
  description: 'Two-factor authentication is now off for your account.',
};

export const setupFailedToast = failure('Setup Failed', 'Could not generate 2FA secret');

export const invalidCodeToast = failure('Invalid Code', 'Please enter a 6-digit verification code');

export const verificationFailedToast = (error: unknown) =>
  failure('Verification Failed', messageOf(error) ?? accountMessages.invalidTwoFactorCode);

export const twoFactorEnabledToast: ToastOptions = {
  title: 'Two-Factor Authentication Enabled',
  description: 'Save your backup codes, then complete the setup.',
};

export const failedToDisableToast = (error: unknown) => failure('Failed to Disable 2FA', messageOf(error) ?? 'Failed to disable 2FA');

/** The server's reason when it gave one (the e-mail was just sent, 2FA is already off, no address on file). */
export const requestFailedToast = (error: unknown) => failure('Request Failed', messageOf(error) ?? 'Failed to send disable request');

export const disableRequestSentToast = (message: string | undefined): ToastOptions => ({
  title: 'Check Your Email',
  description: message ?? 'We sent you an e-mail with instructions to turn off two-factor authentication.',
});

export const codesCopiedToast: ToastOptions = { title: 'Codes Copied', description: 'Keep them somewhere safe, away from this device.' };

export const copyFailedToast = failure('Copy Failed', 'Please select the codes and copy them by hand.');

export const authenticationRequiredToast = failure('Authentication Required', 'Please log in to access security settings.');

// Account settings (spec 02 §8)

export const updateFailedToast = (error: unknown) =>
  failure('Update Failed', messageOf(error) ?? 'Could not update your profile. Please try again.');

export const passwordMismatchToast = failure('Password Mismatch', "New password and confirmation don't match.");

export const passwordTooShortToast = failure('Password Too Short', accountMessages.passwordTooShort);

export const passwordChangeFailedToast = (error: unknown) =>
  failure('Password Change Failed', messageOf(error) ?? 'Could not change your password. Please try again.');

export const passwordChangedToast: ToastOptions = { title: 'Password Changed', description: 'Your password has been updated.' };
