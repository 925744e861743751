import { z } from 'zod';
import { baseServiceEnv, portSchema } from '@inkspell/service-kit';

export const storiesEnv = baseServiceEnv.extend({
  STORIES_PORT: portSchema.default(4002),
  STORIES_DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/inkspell_stories'),
});
export type StoriesEnv = z.infer<typeof storiesEnv>;
