import { z } from 'zod';
import { baseServiceEnv, checkMailEnv, envRule, mailEnvShape, portSchema } from '@inkspell/service-kit';

export const adminEnv = baseServiceEnv
  .extend({
    ADMIN_PORT: portSchema.default(4004),
    ADMIN_DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/inkspell_admin'),
    /** Contact messages one address may send per hour. */
    CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
    /** Analytics events (page views included) one address may send per minute. */
    ANALYTICS_RATE_LIMIT: z.coerce.number().int().positive().default(120),
    /** The administrator is mailed each contact message; production needs it (and SMTP_URL) unless MAIL_MODE=file. */
    ADMIN_EMAIL: z.email().optional(),
    ...mailEnvShape,
  })
  .superRefine(checkMailEnv)
  .superRefine((env, ctx) => {
    // A production console whose contact notices reach nobody would be found out only by a visitor who waits.
    if (env.NODE_ENV === 'production' && !env.ADMIN_EMAIL && env.MAIL_MODE !== 'file') {
      ctx.addIssue({
        code: 'custom',
        params: envRule,
        path: ['ADMIN_EMAIL'],
        message:
          'is required in production: set ADMIN_EMAIL=you@example.com (contact messages are mailed there), or MAIL_MODE=file on purpose',
      });
    }
  });
export type AdminEnv = z.infer<typeof adminEnv>;
