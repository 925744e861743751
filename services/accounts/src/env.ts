import { z } from 'zod';
import { baseServiceEnv, checkMailEnv, mailEnvShape, portSchema } from '@inkspell/service-kit';
import { envRule } from '@inkspell/service-kit/env';
import { developmentAdminPassword } from './domain/admin-account';
import { isSafeProductionAppUrl } from './domain/session-cookie';

const seconds = z.coerce.number().int().positive();

/** The variables one by one (the admin:grant command picks the database's). */
export const accountsEnvVariables = baseServiceEnv.extend({
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
});

export const accountsEnv = accountsEnvVariables
  .superRefine(checkMailEnv)
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production' || isSafeProductionAppUrl(env.APP_URL)) return;
    ctx.addIssue({
      code: 'custom',
      params: envRule,
      path: ['APP_URL'],
      message: `is plain http in production (${env.APP_URL}), so the session cookie would travel in clear: set APP_URL=https://your.domain (plain http only for localhost)`,
    });
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.ADMIN_PASSWORD !== developmentAdminPassword, {
    path: ['ADMIN_PASSWORD'],
    message:
      'it is the development password, published in the README, and never works in production (ADR 0024): ' +
      'set ADMIN_PASSWORD to a password of your own, or leave it unset to create no administrator',
  })
  .transform((env) => ({
    ...env,
    // The local default only; a production start without an explicit password seeds no admin (see seed-admin.ts).
    ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? (env.NODE_ENV === 'production' ? undefined : developmentAdminPassword),
  }));
export type AccountsEnv = z.infer<typeof accountsEnv>;
