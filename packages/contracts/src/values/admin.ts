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

// How a refund request reads on screen, on the user's refund page (mf-ink) and in the admin
// console (mf-admin) alike (spec 02 §4, §9): held once so the two can never show it differently.
export type RefundReason = (typeof refundReasons)[number];

/** The six reasons of spec 02 §9 with readable words. */
export const refundReasonLabels: Record<RefundReason, string> = {
  technical_issue: 'Technical issue',
  story_generation_failed: 'Story generation failed',
  poor_audio_quality: 'Poor audio quality',
  billing_error: 'Billing error',
  accidental_purchase: 'Accidental purchase',
  other: 'Other',
};

/** The colour of a status badge, named as the ui kit's Badge variants are. */
export type RefundStatusTone = 'accent' | 'success' | 'danger' | 'neutral';

/** A status badge's words and colour; a status the screen does not know looks neutral (spec 02 §4). */
export function refundStatusLook(status: string): { label: string; variant: RefundStatusTone } {
  switch (status) {
    case 'pending':
      return { label: 'Pending', variant: 'accent' };
    case 'approved':
      return { label: 'Approved', variant: 'success' };
    case 'denied':
      return { label: 'Denied', variant: 'danger' };
    default:
      return { label: status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown', variant: 'neutral' };
  }
}

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

/** The admin service's refusals of the contact and analytics routes (the spec names none). */
export const contactAndAnalyticsMessages = {
  contactRateLimited: 'You have sent several messages in a short time. Please wait a little before writing again.',
  analyticsRateLimited: 'Too many analytics events from this address. Please slow down.',
  contactMessageNotFound: 'Message not found',
} as const;

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
