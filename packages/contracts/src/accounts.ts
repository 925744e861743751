import { z } from 'zod';

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Special characters a password must contain one of (spec 01 §5, 02 §5). */
export const passwordSpecialCharacters = '!@#$%^&*(),.?":{}|<>';
const specialCharacterPattern = /[!@#$%^&*(),.?":{}|<>]/;

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
} as const;

/** A new password: the three rules of spec 01 §5 with their messages. */
export const newPasswordSchema = z
  .string({ message: accountMessages.passwordTooShort })
  .min(accountLimits.passwordMin, accountMessages.passwordTooShort)
  .max(accountLimits.passwordMax)
  .regex(/[A-Z]/, accountMessages.passwordNeedsCapital)
  .regex(specialCharacterPattern, accountMessages.passwordNeedsSpecial);

export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  inkCount: z.number().int(),
  twoFactorEnabled: z.boolean(),
  role: z.enum(roles),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Shown at the top of the user menu: full name when a first name exists, else the username. */
export function displayName(user: Pick<PublicUser, 'username' | 'firstName' | 'lastName'>): string {
  if (!user.firstName) return user.username;
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}
