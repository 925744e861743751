import type { ToastOptions } from '@inkspell/ui';

/** After a message went out: the team's promise of spec 02 §2 (a reply in 1-2 days). */
export const messageSentToast: ToastOptions = {
  title: 'Message Sent!',
  description: 'Thank you for writing to Spell. We will reply within 1-2 days.',
};

/** The message did not go out: the server's reason when it gave one. */
export function messageNotSentToast(error: unknown): ToastOptions {
  const reason = error instanceof Error && error.message ? error.message : 'Please try again in a moment.';
  return { title: 'Message Not Sent', description: reason, variant: 'destructive' };
}
