import type { PageTotal } from '@inkspell/contracts';

/**
 * Pure rules of the console's story pages (issue #24, ADR 0035): what a cursor of this list holds, which words of
 * a search are searched, and when a searched total is counted or estimated.
 */

/**
 * A story's place in the list: its creation time to the microsecond (UTC, as the database writes it) and its id —
 * the kit's newest-first keys, which the command checks a cursor against (isNewestFirstKeys).
 */
export type StoryKeys = readonly [createdAt: string, id: string];

/** The most words a search matches on (each must be in the story); more are dropped. */
export const maxSearchWords = 8;
const maxWordLength = 60;

/**
 * The words of a search the database turns into its full-text query (each as the beginning of a word of the
 * story, all required: the repository's fullTextQuery): at most maxSearchWords, each cut to a sane length. Null
 * when the search has no letter or digit at all, so nothing could match it.
 */
export function searchWordsOf(search: string): string | null {
  const words = search
    .split(/\s+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, maxSearchWords)
    .map((word) => word.slice(0, maxWordLength));
  return words.length === 0 ? null : words.join(' ');
}

/**
 * Up to how many matches a search's total is counted exactly; past it the planner's estimate is shown, as such.
 * Counting 10,000 matches took ~40 ms per search at 300,000 stories; a search that broad is "about" anyway.
 */
export const exactSearchCountLimit = 1_000;

/**
 * A searched list's total: counted when the count (stopped one past the limit) stayed within it, else the
 * planner's estimate, never below what was counted, and marked as an estimate.
 */
export function searchTotal(countedUpToLimit: number, estimate: number, limit: number = exactSearchCountLimit): PageTotal {
  if (countedUpToLimit <= limit) return { count: countedUpToLimit, exact: true };
  return { count: Math.max(Math.round(estimate), countedUpToLimit), exact: false };
}
