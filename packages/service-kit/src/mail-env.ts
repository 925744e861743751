import { z } from 'zod';
import { envRule } from './env';

/** How a service's mail leaves: through an SMTP server, or written to a folder and never delivered. */
export const mailModes = ['smtp', 'file'] as const;
export type MailMode = (typeof mailModes)[number];

/** The mail variables of every service that sends mail (accounts, stories, admin); spread into its env schema. */
export const mailEnvShape = {
  SMTP_URL: z.string().optional(),
  /** smtp: send through SMTP_URL. file: write each mail to MAIL_OUTBOX_DIR, delivered to nobody (on purpose only). */
  MAIL_MODE: z.enum(mailModes).optional(),
  MAIL_FROM: z.string().default('Spell at Inkspell <spell@inkspell.local>'),
  /** Where file mode writes mail (local runs follow reset links from there). */
  MAIL_OUTBOX_DIR: z.string().default('.data/mail'),
};

interface MailVars {
  NODE_ENV: string;
  SMTP_URL?: string | undefined;
  MAIL_MODE?: MailMode | undefined;
}

/** The mode a service runs its mail in: MAIL_MODE when set, otherwise smtp with an SMTP_URL and file without one. */
export function mailModeOf(env: MailVars): MailMode {
  return env.MAIL_MODE ?? (env.SMTP_URL ? 'smtp' : 'file');
}

/**
 * Production never writes mail to a folder by accident: without SMTP_URL it refuses to start unless
 * MAIL_MODE=file says so on purpose (ADR 0026). MAIL_MODE=smtp needs an SMTP_URL anywhere.
 */
export function checkMailEnv(env: MailVars, ctx: z.RefinementCtx): void {
  if (env.SMTP_URL) return;
  if (env.MAIL_MODE === 'smtp') {
    ctx.addIssue({
      code: 'custom',
      params: envRule,
      path: ['SMTP_URL'],
      message: 'is missing: MAIL_MODE=smtp needs SMTP_URL=smtp://user:password@host:587',
    });
  } else if (env.NODE_ENV === 'production' && env.MAIL_MODE !== 'file') {
    ctx.addIssue({
      code: 'custom',
      params: envRule,
      path: ['SMTP_URL'],
      message:
        'is required in production: set SMTP_URL=smtp://user:password@host:587, or MAIL_MODE=file on purpose (mail is then only written to MAIL_OUTBOX_DIR and delivered to nobody)',
    });
  }
}
