import { z } from 'zod';

export const refundItemTypes = ['story', 'ink_purchase', 'other'] as const;
export const refundReasons = [
  'technical_issue',
  'story_generation_failed',
  'poor_audio_quality',
  'billing_error',
  'accidental_purchase',
  'other',
] as const;
export const refundStatuses = ['pending', 'approved', 'denied'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

export const refundMessages = {
  missingInformation: 'Missing Information, Please fill in all required fields',
  invalidAmount: 'Invalid Amount, Please enter a valid ink amount',
  submitted: 'Your ink refund request has been submitted for review',
  reasonRequired: 'Please give a reason',
  // The server's refusals (spec 02 leaves refund processing rules open; these are ours).
  itemRequired: 'Please choose the story or purchase this refund is for',
  itemNotFound: 'We could not find that item among your stories and purchases',
  notAPurchase: 'Only ink purchases can be refunded as a purchase',
  amountAbovePaid: (paid: number) => `You can ask for at most ${paid} ink for this item, which is what it cost`,
  otherAmountTooHigh: (max: number) => `A refund that names no story or purchase can be at most ${max} ink`,
  alreadyRequested: 'A refund for this item is already pending or approved',
  requestNotFound: 'Refund request not found',
  alreadyProcessed: 'This refund request has already been processed',
  cannotDisableSelf: 'You cannot disable your own account',
} as const;

/** Limits the server checks beyond the form's (spec 02 §9: refund amount minimum 1). */
export const refundLimits = {
  /** Ink a request of item type other may ask for: more than the largest pack, so no honest request is refused. */
  otherMaxInk: 50,
} as const;

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

/** The console lists' optional search (?search=), passed on to the service that owns the list. */
export const adminListQuerySchema = z.object({
  search: z
    .string()
    .max(200)
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
});

export const adminStatsSchema = z.object({
  totalRequests: z.number().int(),
  pendingRequests: z.number().int(),
  approvedRequests: z.number().int(),
  deniedRequests: z.number().int(),
  totalRefundedInk: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** HTTP paths of the admin area (the gateway routes them to the admin service). */
export const adminApiPaths = {
  refundRequests: '/api/refund-requests',
  adminRefundRequests: '/api/admin/refund-requests',
  processRefundRequest: (id: string) => `/api/admin/refund-requests/${encodeURIComponent(id)}`,
  stats: '/api/admin/stats',
  stories: '/api/admin/stories',
  users: '/api/admin/users',
  disableUser: (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/disable`,
  enableUser: (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/enable`,
  /** The Messages tab: contact messages newest first, and marking one read or unread. */
  contactMessages: '/api/admin/contact-messages',
  contactMessage: (id: string) => `/api/admin/contact-messages/${encodeURIComponent(id)}`,
  /** The Insights tab's aggregates (analytics.ts: insightsSchema). */
  insights: '/api/admin/insights',
} as const;

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

/** The admin service's refusals of the contact and analytics routes (the spec names none). */
export const contactAndAnalyticsMessages = {
  contactRateLimited: 'You have sent several messages in a short time. Please wait a little before writing again.',
  analyticsRateLimited: 'Too many analytics events from this address. Please slow down.',
  contactMessageNotFound: 'Message not found',
} as const;

/** POST /api/contact-messages answers 201 with this: the message is stored, nothing of it is echoed back. */
export const contactMessageReceiptSchema = z.object({ id: z.string(), createdAt: z.string() });

/** PATCH /api/admin/contact-messages/:id */
export const contactMessageReadSchema = z.strictObject({ read: z.boolean() });

/** Toast texts of spec 02 §8 for refunds and the console. */
export const adminToasts = {
  missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields' },
  invalidAmount: { title: 'Invalid Amount', description: 'Please enter a valid ink amount' },
  submissionFailed: { title: 'Submission Failed' },
  requestSubmitted: { title: 'Request Submitted', description: 'Your ink refund request has been submitted for review' },
  processingFailed: { title: 'Processing Failed' },
  disableFailed: { title: 'Disable Failed' },
  enableFailed: { title: 'Enable Failed' },
  requestProcessed: { title: 'Request Processed' },
  userDisabled: { title: 'User Disabled' },
  userEnabled: { title: 'User Enabled' },
  markReadFailed: { title: 'Update Failed' },
} as const;
