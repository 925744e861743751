import { z } from './zod';
import { loginAnswerSchema, publicUserSchema, twoFactorSetupSchema } from './accounts';

export * from './values/accounts-api';
import type { AccountsApiRoute } from './values/accounts-api';

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
  /** POST: the address is now the account's (answered so the page can name it). */
  confirmEmail: okAnswerSchema.extend({ email: z.string() }),
} as const satisfies Record<AccountsApiRoute, z.ZodType>;
