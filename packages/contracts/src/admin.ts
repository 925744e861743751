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
} as const;

export const refundRequestInputSchema = z.object({
  itemType: z.enum(refundItemTypes, { message: refundMessages.missingInformation }),
  itemId: z.string().max(100).nullable(),
  itemTitle: z.string().max(300).nullable(),
  inkAmount: z.number({ message: refundMessages.invalidAmount }).int(refundMessages.invalidAmount).min(1, refundMessages.invalidAmount).max(10_000),
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

export const adminStatsSchema = z.object({
  totalRequests: z.number().int(),
  pendingRequests: z.number().int(),
  approvedRequests: z.number().int(),
  deniedRequests: z.number().int(),
  totalRefundedInk: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
