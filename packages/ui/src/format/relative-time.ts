/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long ago a moment was, in words. */

const steps: readonly { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

// Made on first use: a browser's first Intl formatter costs some 20 ms of ICU set-up (70 ms on a slow
// phone), which would otherwise be paid at start by every page, in the same task as the app's scripts.
let words: Intl.RelativeTimeFormat | undefined;

/** Relative time of an ISO date (or Date) seen from `now`; under a minute (or a clock running ahead) is "just now". */
export function formatRelativeTime(when: string | Date, now: Date | number = Date.now()): string {
  const then = typeof when === 'string' ? new Date(when) : when;
  const secondsAgo = (Number(now) - then.getTime()) / 1000;
  if (!Number.isFinite(secondsAgo)) return '';
  if (secondsAgo < 60) return 'just now';
  for (const step of steps) {
    words ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    if (secondsAgo >= step.seconds) return words.format(-Math.floor(secondsAgo / step.seconds), step.unit);
  }
  return 'just now';
}
