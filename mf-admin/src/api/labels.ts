/** Readable words for stored values and dates, shared by the console's lists and dialogs. */

export const itemTypeLabels: Record<string, string> = { story: 'Story', ink_purchase: 'Ink purchase', other: 'Other' };

export const reasonLabels: Record<string, string> = {
  technical_issue: 'Technical issue',
  story_generation_failed: 'Story generation failed',
  poor_audio_quality: 'Poor audio quality',
  billing_error: 'Billing error',
  accidental_purchase: 'Accidental purchase',
  other: 'Other',
};

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "Nov 21, 2026, 3:04 PM" in the admin's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
