import { z } from './zod';
import { pageQuerySchema, searchTermSchema } from './paging';

export * from './values/admin';
import { refundItemTypes, refundReasons, refundStatuses, refundMessages } from './values/admin';

export const refundRequestInputSchema = z.object({
  itemType: z.enum(refundItemTypes, { message: refundMessages.missingInformation }),
  itemId: z.string().max(100).nullable(),
  itemTitle: z.string().max(300).nullable(),
  inkAmount: z
    .number({ message: refundMessages.invalidAmount })
    .int(refundMessages.invalidAmount)
    .min(1, refundMessages.invalidAmount)
    .max(10_000),
  reason: z.enum(refundReasons, { message: refundMessages.missingInformation }),
  description: z.string().trim().min(1, refundMessages.missingInformation).max(2000),
});

export const refundReviewSchema = z.object({
  status: z.enum(['approved', 'denied']),
  adminNotes: z
    .string()
    .max(2000)
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
});

export const adminDisableSchema = z.object({
  reason: z.string().trim().min(1, 'A reason is required').max(500),
});

/**
 * GET /api/admin/stories (issue #24, ADR 0035): a page of stories, newest first, optionally searched by the words
 * of their title, hero, prompt, category or owner's username.
 */
export const adminStoryQuerySchema = pageQuerySchema.extend({ search: searchTermSchema });
export type AdminStoryQuery = z.output<typeof adminStoryQuerySchema>;

/** GET /api/admin/users (issue #24): a page of users, newest first, searched by username, e-mail or name prefix. */
export const adminUserQuerySchema = pageQuerySchema.extend({ search: searchTermSchema });
export type AdminUserQuery = z.output<typeof adminUserQuerySchema>;

/** GET /api/admin/refund-requests: a page newest first, of one status, of the people whose username or e-mail starts so. */
export const adminRefundRequestQuerySchema = pageQuerySchema.extend({
  status: z.enum(refundStatuses).optional(),
  search: searchTermSchema,
});
export type AdminRefundRequestQuery = z.output<typeof adminRefundRequestQuerySchema>;

/** GET /api/admin/contact-messages: a page newest first, read or unread, searched by sender's name or e-mail prefix or subject words. */
export const adminContactMessageQuerySchema = pageQuerySchema.extend({
  read: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  search: searchTermSchema,
});
export type AdminContactMessageQuery = z.output<typeof adminContactMessageQuerySchema>;

export const adminStatsSchema = z.object({
  totalRequests: z.number().int(),
  pendingRequests: z.number().int(),
  approvedRequests: z.number().int(),
  deniedRequests: z.number().int(),
  totalRefundedInk: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** A refund request as its owner sees it (spec 02 §3 Refund request). */
export const refundRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  itemType: z.enum(refundItemTypes),
  itemId: z.string().nullable(),
  itemTitle: z.string().nullable(),
  inkAmount: z.number().int().positive(),
  reason: z.enum(refundReasons),
  description: z.string(),
  status: z.enum(refundStatuses),
  adminNotes: z.string().nullable(),
  processedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
export const refundRequestListSchema = z.array(refundRequestSchema);

/** Admin lists add who asked (spec 02 §3). */
export const adminRefundRequestSchema = refundRequestSchema.extend({ username: z.string().nullable(), email: z.string().nullable() });
export type AdminRefundRequest = z.infer<typeof adminRefundRequestSchema>;
export const adminRefundRequestListSchema = z.array(adminRefundRequestSchema);

/**
 * A contact message as the Messages tab shows it: the four fields exactly as sent (the console
 * renders them as text, never as HTML), who sent it when they were signed in, and whether an
 * administrator has read it.
 */
export const contactMessageRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  userId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type ContactMessageRecord = z.infer<typeof contactMessageRecordSchema>;
export const contactMessageListSchema = z.array(contactMessageRecordSchema);

/** POST /api/contact-messages answers 201 with this: the message is stored, nothing of it is echoed back. */
export const contactMessageReceiptSchema = z.object({ id: z.string(), createdAt: z.string() });

/** PATCH /api/admin/contact-messages/:id */
export const contactMessageReadSchema = z.strictObject({ read: z.boolean() });
