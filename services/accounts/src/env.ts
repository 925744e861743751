import { z } from 'zod';
import { baseServiceEnv, checkMailEnv, mailEnvShape, portSchema } from '@inkspell/service-kit';

const seconds = z.coerce.number().int().positive();

export const accountsEnv = baseServiceEnv
  .extend({
    ACCOUNTS_PORT: portSchema.default(4001),
    ACCOUNTS_DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/inkspell_accounts'),
    REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
    REDIS_PREFIX: z.string().default('inkspell:'),
    /** Where links in e-mails point: the gateway's public address. */
    APP_URL: z.url().default('http://localhost:8080'),
    /** Reset and 2FA-disable links go out by mail; production needs SMTP_URL or MAIL_MODE=file on purpose. */
    ...mailEnvShape,
    ADMIN_USERNAME: z.string().min(6).default('spelladmin'),
    ADMIN_PASSWORD: z.string().optional(),
    SESSION_MAX_AGE_HOURS: seconds.default(24 * 7),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: seconds.default(5),
    LOGIN_MAX_FAILURES_PER_IP: seconds.default(20),
    LOGIN_LOCK_SECONDS: seconds.default(15 * 60),
    /** One e-mailed link (password reset, 2FA disable) per account in this window. */
    RESET_COOLDOWN_SECONDS: seconds.default(60),
    /** Forgot-password requests one IP may make per window, found or not (a family shares one home IP). */
    RESET_MAX_REQUESTS_PER_IP: seconds.default(20),
    RESET_IP_WINDOW_SECONDS: seconds.default(3600),
    RESET_TOKEN_TTL_MINUTES: seconds.default(60),
    DISABLE_2FA_TOKEN_TTL_MINUTES: seconds.default(60),
  })
  .superRefine(checkMailEnv)
  .transform((env) => ({
    ...env,
    // The local default only; a production start without an explicit password seeds no admin (see seed-admin.ts).
    ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? (env.NODE_ENV === 'production' ? undefined : 'Spell!Admin2025'),
  }));
export type AccountsEnv = z.infer<typeof accountsEnv>;
