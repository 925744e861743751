/**
 * Pure rules of the console's lists (spec 02 §2, §9): the count above a list, which the server's total gives now
 * that lists are searched and paged on the server (ADR 0035), and the prompt cut at 200 characters.
 */
import type { PageTotal } from '@inkspell/contracts/values/paging';
import { storyLimits } from '@inkspell/contracts/values';

/** The list shows at most this many characters of a prompt (spec 02 §9). */
export const promptPreviewChars = storyLimits.adminPromptTruncate;

/** A prompt cut to 200 characters with an ellipsis; a shorter one unchanged. */
export function truncatePrompt(prompt: string, limit: number = promptPreviewChars): string {
  const characters = Array.from(prompt);
  return characters.length <= limit ? prompt : `${characters.slice(0, limit).join('').trimEnd()}...`;
}

const exactCount = new Intl.NumberFormat('en-US');
// An estimate is the planner's guess: two significant digits say as much as it knows ("about 12,000").
const roughCount = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 });

export interface Noun {
  one: string;
  many: string;
}

/**
 * The count above a list, from the server's total (ADR 0035): "12,345 users", "1 story", "about 12,000 stories"
 * when the total is an estimate, and "3 users match" while a search is in the box.
 */
export function totalLabel(total: PageTotal, noun: Noun, searching = false): string {
  const single = total.count === 1;
  const count = total.exact ? exactCount.format(total.count) : `about ${roughCount.format(total.count)}`;
  const text = `${count} ${single ? noun.one : noun.many}`;
  if (!searching) return text;
  return `${text} ${single ? 'matches' : 'match'}`;
}
