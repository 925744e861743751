import type { PublicUser } from '../accounts';

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Special characters a password must contain one of (spec 01 §5, 02 §5). */
export const passwordSpecialCharacters = '!@#$%^&*(),.?":{}|<>';
export const specialCharacterPattern = /[!@#$%^&*(),.?":{}|<>]/;

export const accountLimits = {
  usernameMin: 6,
  usernameMax: 40,
  passwordMin: 8,
  loginPasswordMin: 6,
  passwordMax: 128,
  nameMax: 60,
  emailMax: 254,
  twoFactorCodeLength: 6,
  backupCodeCount: 10,
} as const;

/** Shown at the top of the user menu: full name when a first name exists, else the username. */
export function displayName(user: Pick<PublicUser, 'username' | 'firstName' | 'lastName'>): string {
  if (!user.firstName) return user.username;
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}
