import { accountMessages } from '@inkspell/contracts';
import { describe, expect, it } from 'vitest';
import {
  forgotPasswordFailedToast,
  loginFailedToast,
  passwordResetFailedToast,
  registrationFailedToast,
  verificationFailedToast,
} from '../src/api/account-toasts';

/** A failed call as the api client reports it: an Error with the server's message and the status. */
const failed = (message: string, status = 400) => Object.assign(new Error(message), { status });

describe('login failures (spec 01 §8)', () => {
  it('shows the server message under "Login Failed"', () => {
    expect(loginFailedToast(failed('Invalid verification code', 401))).toMatchObject({ title: 'Login Failed', description: 'Invalid verification code' });
  });

  it('falls back to "Invalid username or password" when there is no message', () => {
    expect(loginFailedToast(undefined)).toMatchObject({ title: 'Login Failed', description: 'Invalid username or password' });
  });
});

describe('registration failures (spec 01 §8)', () => {
  it.each([
    [accountMessages.emailExists, 'Welcome Back'],
    [accountMessages.usernameExists, 'That Username is Taken'],
    ['Password must include at least one capital letter', 'Registration Failed'],
  ])('%s gives %s', (message, title) => {
    expect(registrationFailedToast(failed(message, 409)).title).toBe(title);
  });

  it('defaults to "Unable to create account. Please try again."', () => {
    expect(registrationFailedToast(null)).toMatchObject({ title: 'Registration Failed', description: 'Unable to create account. Please try again.' });
  });
});

describe('forgot password failures (spec 02 §8)', () => {
  it('a cooldown gives "Magic Cooldown"', () => {
    expect(forgotPasswordFailedToast(failed(accountMessages.resetCooldown, 429)).title).toBe('Magic Cooldown');
  });

  it('an unknown address gives "Email Not Found"', () => {
    expect(forgotPasswordFailedToast(failed(accountMessages.emailNotFound, 404))).toMatchObject({
      title: 'Email Not Found',
      description: accountMessages.emailNotFound,
    });
  });

  it('an unreachable service does not claim the address is unknown', () => {
    expect(forgotPasswordFailedToast(failed('This part of Inkspell is taking a short nap.', 0)).title).not.toBe('Email Not Found');
  });
});

describe('reset password failures (spec 02 §8)', () => {
  it.each([
    [accountMessages.resetLinkExpired, 'Reset Link Expired'],
    [accountMessages.resetLinkInvalid, 'Invalid Reset Link'],
    ['Password must be at least 8 characters', 'Password Reset Failed'],
  ])('%s gives %s', (message, title) => {
    expect(passwordResetFailedToast(failed(message)).title).toBe(title);
  });
});

describe('2FA verification failures (spec 02 §8)', () => {
  it('says "Verification Failed" with the server message', () => {
    expect(verificationFailedToast(failed(accountMessages.invalidTwoFactorCode))).toMatchObject({
      title: 'Verification Failed',
      description: 'Invalid verification code',
    });
  });
});
