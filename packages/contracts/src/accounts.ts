import { z } from './zod';
import { backupCodePattern, sixDigitCodePattern } from './two-factor-codes';

export * from './values/accounts';
export * from './values/account-messages';
import { roles, accountLimits, specialCharacterPattern } from './values/accounts';
import { accountMessages } from './values/account-messages';

const optionalName = z
  .string({ message: 'Names must be text' })
  .trim()
  .max(accountLimits.nameMax, `Names can be at most ${accountLimits.nameMax} characters`)
  .optional();
const previewSessionId = z
  .string()
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/)
  .optional();

/** A new password: the three rules of spec 01 §5 with their messages. */
export const newPasswordSchema = z
  .string({ message: accountMessages.passwordTooShort })
  .min(accountLimits.passwordMin, accountMessages.passwordTooShort)
  .max(accountLimits.passwordMax)
  .regex(/[A-Z]/, accountMessages.passwordNeedsCapital)
  .regex(specialCharacterPattern, accountMessages.passwordNeedsSpecial);

const email = z
  .string({ message: accountMessages.validEmail })
  .trim()
  .toLowerCase()
  .max(accountLimits.emailMax, accountMessages.validEmail)
  .pipe(z.email({ message: accountMessages.validEmail }));
const twoFactorCode = z.string().trim().max(20, accountMessages.invalidTwoFactorCode).optional();

/** POST /api/auth/login (the 6-character reading of the spec's two login schemas: a login only needs the password right). */
export const loginSchema = z.object({
  username: z
    .string({ message: accountMessages.usernameRequired })
    .trim()
    .min(1, accountMessages.usernameRequired)
    .max(accountLimits.usernameMax),
  password: z
    .string({ message: accountMessages.loginPasswordTooShort })
    .min(accountLimits.loginPasswordMin, accountMessages.loginPasswordTooShort)
    .max(accountLimits.passwordMax),
  twoFactorCode,
  previewSessionId,
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/auth/register (confirmPassword is checked in the form and never sent). */
export const registerSchema = z.object({
  username: z
    .string({ message: accountMessages.usernameTooShort })
    .trim()
    .min(accountLimits.usernameMin, accountMessages.usernameTooShort)
    .max(accountLimits.usernameMax, `Username can be at most ${accountLimits.usernameMax} characters`)
    .regex(/^[A-Za-z0-9._-]+$/, accountMessages.usernameCharacters),
  email,
  password: newPasswordSchema,
  firstName: optionalName,
  lastName: optionalName,
  referralCode: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional(),
  previewSessionId,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form adds the confirmation the server never sees. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string().min(accountLimits.passwordMin, accountMessages.confirmPassword) })
  .refine((f) => f.password === f.confirmPassword, { message: accountMessages.passwordsDontMatch, path: ['confirmPassword'] });

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  token: z.string({ message: accountMessages.resetTokenRequired }).min(1, accountMessages.resetTokenRequired).max(200),
  newPassword: newPasswordSchema,
});

export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((f) => f.newPassword === f.confirmPassword, { message: accountMessages.passwordsDontMatch, path: ['confirmPassword'] });

/** A 6-digit TOTP code, as typed on the security page. */
export const sixDigitCodeSchema = z
  .string({ message: accountMessages.invalidCode })
  .regex(sixDigitCodePattern, accountMessages.invalidCode);

/** One of the single-use backup codes, as typed (any case; dashes, spaces or nothing between the groups). */
export const backupCodeSchema = z
  .string({ message: accountMessages.invalidBackupCode })
  .trim()
  .regex(backupCodePattern, accountMessages.invalidBackupCode);

/**
 * The token page's second factor: the authenticator's 6 digits, or a backup code for someone who
 * lost the app (the e-mailed link is their way out). Bad input keeps the spec's 6-digit message.
 */
export const twoFactorOrBackupCodeSchema = z
  .string({ message: accountMessages.missingPasswordOrCode })
  .trim()
  .refine((code) => sixDigitCodePattern.test(code) || backupCodePattern.test(code), accountMessages.invalidCode);

export const enableTwoFactorSchema = z.object({ code: sixDigitCodeSchema });

/** The token page's form of POST /api/auth/2fa/disable. */
export const disableTwoFactorWithTokenSchema = z.object({
  token: z.string().min(1, 'Invalid Link').max(200),
  password: z
    .string({ message: accountMessages.missingPasswordOrCode })
    .min(1, accountMessages.missingPasswordOrCode)
    .max(accountLimits.passwordMax),
  twoFactorCode: twoFactorOrBackupCodeSchema,
});

/**
 * The security page's form of POST /api/auth/2fa/disable: re-authentication with the current password or a
 * current authenticator code (ADR 0025; spec 02 had no payload). Every proof given must be right.
 */
export const disableTwoFactorSchema = z
  .object({
    password: z.string().max(accountLimits.passwordMax).optional(),
    twoFactorCode: z.union([z.literal(''), sixDigitCodeSchema]).optional(),
  })
  .refine((f) => Boolean(f.password) || Boolean(f.twoFactorCode), {
    message: accountMessages.proofToDisable2fa,
    path: ['password'],
  });
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

/** POST /api/auth/confirm-email: the token of the link mailed to the new address. */
export const confirmEmailSchema = z.object({
  token: z.string({ message: accountMessages.emailLinkInvalid }).min(1, accountMessages.emailLinkInvalid).max(200),
});

export const twoFactorSetupSchema = z.object({
  qrCode: z.string(),
  secret: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/**
 * PATCH /api/user/profile. currentPassword is needed only when the e-mail changes (ADR 0025): the server
 * knows the current address, so it decides; names alone change without it.
 */
export const profileUpdateSchema = z.object({
  firstName: optionalName.nullable(),
  lastName: optionalName.nullable(),
  email,
  currentPassword: z.string().max(accountLimits.passwordMax).optional(),
});

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ message: accountMessages.wrongPassword })
    .min(1, accountMessages.wrongPassword)
    .max(accountLimits.passwordMax),
  newPassword: newPasswordSchema,
});

/** The login answer: the user, or only the request for a second factor. */
export const loginAnswerSchema = z.union([
  z.object({ requires2FA: z.literal(true) }),
  z.lazy(() => publicUserSchema.extend({ requires2FA: z.literal(false).optional() })),
]);

export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  /** An address asked for but not yet confirmed through the link mailed to it (ADR 0025); email stays until then. */
  pendingEmail: z.string().nullable().default(null),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** null when the ink service could not answer; the client shows the balance as unknown, never 0 (ADR 0027). */
  inkCount: z.number().int().nullable(),
  twoFactorEnabled: z.boolean(),
  role: z.enum(roles),
  /** The parent's gate (ADR 0019): whether a PIN is set, never the PIN; and whether new stories wait for a parent. */
  parentPinSet: z.boolean().default(false),
  reviewStories: z.boolean().default(false),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
