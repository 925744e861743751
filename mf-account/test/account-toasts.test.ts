import { accountMessages, commonMessages, errorCodes, type ErrorCode } from '@inkspell/contracts';
import { ApiError } from '@inkspell/ui';
import { describe, expect, it } from 'vitest';
import {
  forgotPasswordFailedToast,
  loginFailedToast,
  passwordResetFailedToast,
  registrationFailedToast,
  requestFailedToast,
  verificationFailedToast,
} from '../src/api/account-toasts';

/** A failed call as the api client reports it: the server's status, code and message. */
const failed = (code: ErrorCode, message: string, status = 400) => new ApiError({ status, code, message });

/** What the client reports when the server cannot be reached at all. */
const unreachable = new ApiError({ status: 0, code: errorCodes.unavailable, message: commonMessages.unavailable });

describe('login failures (spec 01 §8)', () => {
  it.each([
    [errorCodes.invalidCredentials, accountMessages.invalidCredentials, 401],
    [errorCodes.invalidTwoFactorCode, accountMessages.invalidTwoFactorCode, 401],
    [errorCodes.tooManyAttempts, accountMessages.tooManyLoginAttempts, 429],
    [errorCodes.accountDisabled, `${accountMessages.accountDisabled}: spam`, 403],
  ])('%s shows the server message under "Login Failed"', (code, message, status) => {
    expect(loginFailedToast(failed(code, message, status))).toEqual({
      title: 'Login Failed',
      description: message,
      variant: 'destructive',
    });
  });

  it('falls back to "Invalid username or password" when there is no message', () => {
    expect(loginFailedToast(undefined)).toMatchObject({ title: 'Login Failed', description: 'Invalid username or password' });
  });
});

describe('registration failures (spec 01 §8)', () => {
  it.each([
    [
      errorCodes.emailTaken,
      accountMessages.emailExists,
      409,
      'Welcome Back',
      'An account with this email already exists. Log in instead, or sign up with another email.',
    ],
    [
      errorCodes.usernameTaken,
      accountMessages.usernameExists,
      409,
      'That Username is Taken',
      'Another young wizard already has this username. Please pick a different one.',
    ],
    [
      errorCodes.validation,
      'Password must include at least one capital letter',
      400,
      'Registration Failed',
      'Password must include at least one capital letter',
    ],
  ])('%s gives "%s"', (code, message, status, title, description) => {
    expect(registrationFailedToast(failed(code, message, status))).toEqual({ title, description, variant: 'destructive' });
  });

  it('decides by code: "Email already exists" with a plain conflict code is not "Welcome Back"', () => {
    expect(registrationFailedToast(failed(errorCodes.conflict, accountMessages.emailExists, 409)).title).toBe('Registration Failed');
  });

  it('decides by code: a reworded message with the username code is still "That Username is Taken"', () => {
    expect(registrationFailedToast(failed(errorCodes.usernameTaken, 'Someone already uses that name', 409)).title).toBe(
      'That Username is Taken',
    );
  });

  it('defaults to "Unable to create account. Please try again."', () => {
    expect(registrationFailedToast(null)).toMatchObject({
      title: 'Registration Failed',
      description: 'Unable to create account. Please try again.',
    });
  });
});

describe('forgot password failures (spec 02 §8)', () => {
  it.each([
    [errorCodes.resetCooldown, accountMessages.resetCooldown],
    [errorCodes.rateLimited, commonMessages.rateLimited],
  ])('%s gives "Magic Cooldown"', (code, message) => {
    expect(forgotPasswordFailedToast(failed(code, message, 429))).toEqual({
      title: 'Magic Cooldown',
      description: 'Please wait a moment before requesting another reset.',
      variant: 'destructive',
    });
  });

  it('an unknown address gives "Email Not Found"', () => {
    expect(forgotPasswordFailedToast(failed(errorCodes.emailNotFound, accountMessages.emailNotFound, 404))).toMatchObject({
      title: 'Email Not Found',
      description: "This email isn't registered in our magical realm. Please check it or create a new account.",
    });
  });

  it('decides by code: a message about spell casting with another code is not a cooldown', () => {
    expect(forgotPasswordFailedToast(failed(errorCodes.internal, 'spell casting is too frequent somewhere else', 500)).title).not.toBe(
      'Magic Cooldown',
    );
  });

  it.each([
    ['an unreachable service', unreachable],
    ['a broken service', failed(errorCodes.internal, commonMessages.internal, 500)],
  ])('%s does not claim the address is unknown', (_case, error) => {
    expect(forgotPasswordFailedToast(error)).toMatchObject({ title: 'Magic Email Not Sent', description: error.message });
  });
});

describe('reset password failures (spec 02 §8)', () => {
  it.each([
    [
      errorCodes.linkExpired,
      accountMessages.resetLinkExpired,
      'Reset Link Expired',
      'This reset link has expired. Please request a new one.',
    ],
    [
      errorCodes.linkInvalid,
      accountMessages.resetLinkInvalid,
      'Invalid Reset Link',
      'This reset link is no longer valid. Please request a new password reset.',
    ],
    [errorCodes.validation, 'Password must be at least 8 characters', 'Password Reset Failed', 'Password must be at least 8 characters'],
  ])('%s gives "%s"', (code, message, title, description) => {
    expect(passwordResetFailedToast(failed(code, message))).toEqual({ title, description, variant: 'destructive' });
  });

  it('decides by code, not text: a message saying "expired" with another code is not "Reset Link Expired"', () => {
    const toast = passwordResetFailedToast(failed(errorCodes.validation, 'Your session expired while the link was invalid'));
    expect(toast.title).toBe('Password Reset Failed');
    expect(toast.description).toBe('Your session expired while the link was invalid');
  });

  it('an expired link is "Reset Link Expired" whatever its message says', () => {
    expect(passwordResetFailedToast(failed(errorCodes.linkExpired, 'Too late!')).title).toBe('Reset Link Expired');
  });
});

describe('2FA failures (spec 02 §8)', () => {
  it('"Verification Failed" carries the server message', () => {
    expect(verificationFailedToast(failed(errorCodes.invalidTwoFactorCode, accountMessages.invalidTwoFactorCode))).toMatchObject({
      title: 'Verification Failed',
      description: 'Invalid verification code',
    });
  });

  it('"Request Failed" keeps the server reason, such as the e-mail cooldown', () => {
    expect(requestFailedToast(failed(errorCodes.rateLimited, accountMessages.disableRequestCooldown, 429))).toEqual({
      title: 'Request Failed',
      description: accountMessages.disableRequestCooldown,
      variant: 'destructive',
    });
  });

  it('"Request Failed" falls back to "Failed to send disable request"', () => {
    expect(requestFailedToast(undefined).description).toBe('Failed to send disable request');
  });
});
