import { z } from 'zod';
import { loginAnswerSchema, publicUserSchema, twoFactorSetupSchema } from './accounts';

/** HTTP paths of the accounts area (the gateway sends /api/auth/* and /api/user/* to the accounts service). */
export const accountsApiPaths = {
  currentUser: '/api/auth/user',
  login: '/api/auth/login',
  register: '/api/auth/register',
  logout: '/api/auth/logout',
  forgotPassword: '/api/auth/forgot-password',
  resetPassword: '/api/auth/reset-password',
  twoFactorGenerate: '/api/auth/2fa/generate',
  twoFactorEnable: '/api/auth/2fa/enable',
  /** Both forms: the security page's (no payload, signed in) and the e-mailed token's {token, password, twoFactorCode}. */
  twoFactorDisable: '/api/auth/2fa/disable',
  requestTwoFactorDisable: '/api/user/request-2fa-disable',
  profile: '/api/user/profile',
  changePassword: '/api/user/change-password',
} as const;
export type AccountsApiRoute = keyof typeof accountsApiPaths;

/**
 * The answer of a call that only says it worked, with a sentence the page may show.
 * Extra fields (2fa/enable and /disable also send twoFactorEnabled) are dropped on parse.
 */
export const okAnswerSchema = z.object({ ok: z.literal(true), message: z.string().optional() });
export type OkAnswer = z.infer<typeof okAnswerSchema>;

/** What each accounts route answers on success; clients parse every answer with its schema. */
export const accountsAnswerSchemas = {
  /** GET: the signed-in user (401 when nobody is). inkCount is null when the ink service did not answer. */
  currentUser: publicUserSchema,
  /** POST: the user, or only {requires2FA: true} when the second factor is still missing. */
  login: loginAnswerSchema,
  /** POST (201): the new user, already signed in. */
  register: publicUserSchema,
  logout: okAnswerSchema,
  forgotPassword: okAnswerSchema,
  resetPassword: okAnswerSchema,
  /** POST: a pending secret, its QR code and the backup codes, shown once. */
  twoFactorGenerate: twoFactorSetupSchema,
  twoFactorEnable: okAnswerSchema,
  twoFactorDisable: okAnswerSchema,
  requestTwoFactorDisable: okAnswerSchema,
  /** PATCH: the updated user. */
  profile: publicUserSchema,
  changePassword: okAnswerSchema,
} as const satisfies Record<AccountsApiRoute, z.ZodType>;
