import { z } from 'zod';
import { baseServiceEnv, portSchema } from '@inkspell/service-kit';

export const inkEnv = baseServiceEnv.extend({
  INK_PORT: portSchema.default(4003),
  INK_DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/inkspell_ink'),
});
export type InkEnv = z.infer<typeof inkEnv>;
