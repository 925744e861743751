import { accountMessages, commonMessages, disableTwoFactorSchema, errorCodes, type ErrorCode } from '@inkspell/contracts';
import { ApiError } from '@inkspell/ui';
import { describe, expect, it } from 'vitest';
import { failedToDisableToast, updateFailedToast } from '../src/api/account-toasts';
import { changesEmail, profileFormSchema } from '../src/forms/profile-form';

const failed = (code: ErrorCode, message: string, status = 400) => new ApiError({ status, code, message });
const names = { firstName: 'Luna', lastName: null };

describe('the profile form asks for the current password only when the e-mail changes (ADR 0025)', () => {
  it.each([
    ['luna@example.com', 'luna@example.com', false],
    ['luna@example.com', ' LUNA@example.com ', false],
    ['luna@example.com', 'stella@example.com', true],
    [null, 'luna@example.com', true],
  ])('%s → %j changes the address: %s', (current, typed, changes) => {
    expect(changesEmail(current, typed)).toBe(changes);
  });

  it('lets names change without a password', () => {
    expect(profileFormSchema('luna@example.com').safeParse({ ...names, email: 'luna@example.com' }).success).toBe(true);
  });

  it('puts the message under the password field when a new address comes without it', () => {
    const result = profileFormSchema('luna@example.com').safeParse({ ...names, email: 'stella@example.com' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['currentPassword'], message: accountMessages.currentPasswordForEmail }),
    ]);
    expect(
      profileFormSchema('luna@example.com').safeParse({ ...names, email: 'stella@example.com', currentPassword: 'Moon!42x' }).success,
    ).toBe(true);
  });

  it("keeps the spec's Update Failed title with the server's reason", () => {
    expect(updateFailedToast(failed(errorCodes.wrongPassword, accountMessages.wrongPassword))).toMatchObject({
      title: 'Update Failed',
      description: accountMessages.wrongPassword,
    });
    expect(updateFailedToast(failed(errorCodes.emailTaken, accountMessages.emailExists, 409)).description).toBe(
      accountMessages.emailExists,
    );
  });
});

describe("the security page's disable dialog needs the password or a current code (ADR 0025)", () => {
  it.each([
    [{}, false],
    [{ password: '' }, false],
    [{ twoFactorCode: '12345' }, false],
    [{ password: 'Moon!42x' }, true],
    [{ twoFactorCode: '123456' }, true],
    [{ password: 'Moon!42x', twoFactorCode: '123456' }, true],
  ])('%j is ready: %s', (proof, ready) => {
    expect(disableTwoFactorSchema.safeParse(proof).success).toBe(ready);
  });

  it("keeps the spec's Failed to Disable 2FA title with the server's reason", () => {
    expect(failedToDisableToast(failed(errorCodes.wrongPassword, accountMessages.wrongPassword))).toMatchObject({
      title: 'Failed to Disable 2FA',
      description: accountMessages.wrongPassword,
    });
    expect(failedToDisableToast(new ApiError({ status: 0, code: errorCodes.unavailable, message: commonMessages.unavailable })).title).toBe(
      'Failed to Disable 2FA',
    );
  });
});
