import { z } from 'zod';
import { baseServiceEnv, portSchema } from '@inkspell/service-kit';

export const adminEnv = baseServiceEnv.extend({
  ADMIN_PORT: portSchema.default(4004),
  ADMIN_DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/inkspell_admin'),
  /** Contact messages one address may send per hour. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /** Analytics events (page views included) one address may send per minute. */
  ANALYTICS_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  /** With both set, the administrator is mailed each contact message; without either, nobody is. */
  SMTP_URL: z.string().optional(),
  ADMIN_EMAIL: z.email().optional(),
  MAIL_FROM: z.string().default('Spell at Inkspell <spell@inkspell.local>'),
});
export type AdminEnv = z.infer<typeof adminEnv>;
