/**
 * Readable words for stored values and dates, shared by the console's lists and dialogs. Refund
 * reasons and statuses read the same as on the user's refund page, so they live in contracts.
 */

export const itemTypeLabels: Record<string, string> = { story: 'Story', ink_purchase: 'Ink purchase', other: 'Other' };

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Nov 21, 2026, 3:04 PM" in the admin's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
