import { describe, expect, it } from 'vitest';
import {
  disableFailedToast,
  disableReason,
  enableFailedToast,
  userAction,
  userBadges,
  userDisabledToast,
  userEnabledToast,
} from '../src/api/user-rules';

describe('the disable reason', () => {
  it('is required and must not be only spaces', () => {
    expect(disableReason('')).toBeNull();
    expect(disableReason('   \n ')).toBeNull();
  });

  it('is sent trimmed', () => {
    expect(disableReason('  Spam stories  ')).toBe('Spam stories');
  });
});

describe('a user in the console', () => {
  it('offers Disable to an active user, Enable to a disabled one, nothing to disable an admin', () => {
    expect(userAction({ isDisabled: false, role: 'user' })).toBe('disable');
    expect(userAction({ isDisabled: true, role: 'user' })).toBe('enable');
    expect(userAction({ isDisabled: false, role: 'admin' })).toBeNull();
  });

  it('wears a status badge, plus Admin and 2FA when they apply', () => {
    expect(userBadges({ isDisabled: false, role: 'user', twoFactorEnabled: false })).toEqual([{ label: 'Active', variant: 'success' }]);
    expect(userBadges({ isDisabled: true, role: 'admin', twoFactorEnabled: true }).map((badge) => badge.label)).toEqual([
      'Disabled',
      'Admin',
      '2FA',
    ]);
  });
});

describe('the users toasts', () => {
  it('names the user on success', () => {
    expect(userDisabledToast({ username: 'tom' })).toEqual({ title: 'User Disabled', description: 'tom can no longer log in.' });
    expect(userEnabledToast({ username: 'tom' })).toEqual({ title: 'User Enabled', description: 'tom can log in again.' });
  });

  it('shows the server message on failure, or a default', () => {
    expect(disableFailedToast(new Error('User not found'))).toEqual({
      title: 'Disable Failed',
      description: 'User not found',
      variant: 'destructive',
    });
    expect(enableFailedToast(null)).toMatchObject({ title: 'Enable Failed', variant: 'destructive' });
    expect(enableFailedToast(null).description).toMatch(/could not be enabled/);
  });
});
