import { storyLimits } from '@inkspell/contracts/values';

/**
 * Quick ideas (spec 01 §9): three at a time, advancing by three, cycling over the whole list. The list
 * (22) is not a multiple of three, so a page that reaches the end continues from the start.
 */
export function quickIdeasPage<T>(ideas: readonly T[], start: number, perPage: number = storyLimits.quickIdeasPerPage): T[] {
  if (ideas.length === 0) return [];
  const count = Math.min(perPage, ideas.length);
  return Array.from({ length: count }, (_, offset) => ideas[(start + offset) % ideas.length] as T);
}

/** Where the next page starts. */
export function nextQuickIdeasStart(start: number, total: number, perPage: number = storyLimits.quickIdeasPerPage): number {
  return total === 0 ? 0 : (start + perPage) % total;
}
