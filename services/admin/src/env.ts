import { z } from 'zod';
import { baseServiceEnv, portSchema } from '@inkspell/service-kit';

export const adminEnv = baseServiceEnv.extend({
  ADMIN_PORT: portSchema.default(4004),
  ADMIN_DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/inkspell_admin'),
});
export type AdminEnv = z.infer<typeof adminEnv>;
