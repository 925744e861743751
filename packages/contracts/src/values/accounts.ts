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

export const accountMessages = {
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 6 characters',
  validEmail: 'Valid email is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordNeedsCapital: 'Password must include at least one capital letter',
  passwordNeedsSpecial: 'Password must include at least one special character',
  loginPasswordTooShort: 'Password must be at least 6 characters',
  confirmPassword: 'Please confirm your magical password!',
  passwordsDontMatch: "Passwords don't match",
  usernameExists: 'Username already exists',
  emailExists: 'Email already exists',
  invalidCredentials: 'Invalid username or password',
  resetTokenRequired: 'Reset token is required',
  resetCooldown: 'Magic Cooldown: spell casting is too frequent. Please wait a moment before requesting another reset.',
  invalidCode: 'Invalid Code: Please enter a 6-digit verification code',
  invalidBackupCode: 'Please enter one of your backup codes',
  usernameCharacters: 'Username can only use letters, numbers, dots, dashes and underscores',
  tooManyLoginAttempts: 'Too many failed login attempts. Please wait a few minutes and try again.',
  accountDisabled: 'This account has been disabled',
  twoFactorRequired: 'Please enter your 6-digit authentication code',
  invalidTwoFactorCode: 'Invalid verification code',
  emailNotFound: "This email isn't registered in our magical realm. Please check it or create a new account.",
  resetLinkExpired: 'This reset link has expired. Please request a new one.',
  resetLinkInvalid: 'This reset link is invalid or has already been used. Please request a new reset.',
  disableLinkExpired: 'This link has expired. Please request a new one from your profile.',
  disableLinkInvalid: 'This link is invalid or has already been used.',
  missingPasswordOrCode: 'Missing Information, Please enter both your password and 2FA code',
  wrongPassword: 'Your current password is not correct',
  twoFactorNotEnabled: 'Two-factor authentication is not enabled',
  twoFactorAlreadyEnabled: 'Two-factor authentication is already enabled',
  noPendingSetup: 'Please start the setup again: no authentication secret is waiting to be confirmed',
  disableRequestCooldown: 'We just sent you that e-mail. Please wait a moment before asking for another one.',
  emailRequiredFor2faDisable: 'Your account has no e-mail address to send the instructions to',
  currentPasswordForEmail: 'Please enter your current password to change your e-mail address',
  proofToDisable2fa: 'Please enter your current password or a code from your authenticator app',
  emailLinkExpired: 'This confirmation link has expired. Please change your e-mail again from your profile.',
  emailLinkInvalid: 'This confirmation link is invalid or has already been used.',
  emailConfirmed: 'Your new e-mail address is confirmed',
} as const;

/** Shown at the top of the user menu: full name when a first name exists, else the username. */
export function displayName(user: Pick<PublicUser, 'username' | 'firstName' | 'lastName'>): string {
  if (!user.firstName) return user.username;
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}
