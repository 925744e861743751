import { z } from 'zod';
import { baseServiceEnv, portSchema } from '@inkspell/service-kit';

export const accountsEnv = baseServiceEnv.extend({
  ACCOUNTS_PORT: portSchema.default(4001),
  ACCOUNTS_DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/inkspell_accounts'),
});
export type AccountsEnv = z.infer<typeof accountsEnv>;
