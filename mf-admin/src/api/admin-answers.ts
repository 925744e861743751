/**
 * The answers of the admin API as the console reads them, each checked with its contract schema.
 * The contracts export schemas for single stories and users; the lists are arrays of them.
 */
import { adminStorySchema, adminUserSchema } from '@inkspell/contracts';

export type AdminStory = ReturnType<typeof adminStorySchema.parse>;
export type AdminUser = ReturnType<typeof adminUserSchema.parse>;

/** GET /api/admin/stories: every story with its author's username. */
export const adminStoryListSchema = adminStorySchema.array();

/** GET /api/admin/users: every account. */
export const adminUserListSchema = adminUserSchema.array();
