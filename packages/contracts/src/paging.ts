import { z } from './zod';
import { pageSizes, type PageTotal } from './values/paging';

export * from './values/paging';

/** The paging part of a list's query string: `?cursor=` from the last page's Link, `?limit=` rows. */
export const pageQuerySchema = z.object({
  cursor: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_-]+$/, 'The cursor is not one this list gave')
    .optional(),
  limit: z.coerce.number().int().min(1).max(pageSizes.max).default(pageSizes.default),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A search term (`?search=`): trimmed, empty means none. */
export const searchTermSchema = z
  .string()
  .max(200)
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

export const pageTotalSchema: z.ZodType<PageTotal> = z.object({ count: z.number().int().nonnegative(), exact: z.boolean() });

/** A page as a service hands it on (command replies) and as the console reads it. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable(), total: pageTotalSchema });
}
