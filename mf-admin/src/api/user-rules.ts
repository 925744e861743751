/**
 * Pure rules of the console's Users tab (spec 02 §2, §4, §5, §8): badges, which action a user
 * offers, the disable reason check and the toasts.
 */
import { adminToasts, adminDisableSchema } from '@inkspell/contracts';
import type { BadgeVariant, ToastOptions } from '@inkspell/ui';
import type { AdminUser } from './admin-answers';
import { serverMessageOr } from './refund-rules';

export interface UserBadge {
  label: string;
  variant: BadgeVariant;
}

/** Badges beside a user's name: status first, then role and 2FA. */
export function userBadges(user: Pick<AdminUser, 'isDisabled' | 'role' | 'twoFactorEnabled'>): UserBadge[] {
  const badges: UserBadge[] = [user.isDisabled ? { label: 'Disabled', variant: 'danger' } : { label: 'Active', variant: 'success' }];
  if (user.role === 'admin') badges.push({ label: 'Admin', variant: 'default' });
  if (user.twoFactorEnabled) badges.push({ label: '2FA', variant: 'neutral' });
  return badges;
}

/**
 * Which button a user's row shows. An administrator's own kind of account is not offered for
 * disabling: locking the only admin out would close the console for good.
 */
export function userAction(user: Pick<AdminUser, 'isDisabled' | 'role'>): 'disable' | 'enable' | null {
  if (user.isDisabled) return 'enable';
  return user.role === 'admin' ? null : 'disable';
}

/** The disable reason: required and non-empty after trimming (spec 02 §5); the trimmed text, or null. */
export function disableReason(text: string): string | null {
  const parsed = adminDisableSchema.safeParse({ reason: text });
  return parsed.success ? parsed.data.reason : null;
}

/** "Stella Nova", or null when the user gave no name. */
export function fullName(user: Pick<AdminUser, 'firstName' | 'lastName'>): string | null {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

export function userDisabledToast(user: Pick<AdminUser, 'username'>): ToastOptions {
  return { ...adminToasts.userDisabled, description: `${user.username} can no longer log in.` };
}

export function userEnabledToast(user: Pick<AdminUser, 'username'>): ToastOptions {
  return { ...adminToasts.userEnabled, description: `${user.username} can log in again.` };
}

export function disableFailedToast(error: unknown): ToastOptions {
  return {
    ...adminToasts.disableFailed,
    description: serverMessageOr(error, 'The account could not be disabled. Please try again.'),
    variant: 'destructive',
  };
}

export function enableFailedToast(error: unknown): ToastOptions {
  return {
    ...adminToasts.enableFailed,
    description: serverMessageOr(error, 'The account could not be enabled. Please try again.'),
    variant: 'destructive',
  };
}
