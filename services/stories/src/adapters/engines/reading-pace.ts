import type { AgeGroup, StoryLength } from '@inkspell/contracts/stories';
import { readMinutesFor } from '@inkspell/contracts/stories';

/**
 * How fast a story is read aloud to each age group, in words per minute. Adults read aloud at about
 * 130-150 wpm; with little ones they slow down, pause for pictures and do the voices. Spell narrates at
 * the same pace (narration-pace.ts, ADR 0034), so a 3-minute story is three minutes of audio.
 *
 * | age group | wpm | short (3 min) | medium (5 min) | long (7 min) |
 * |-----------|-----|---------------|----------------|--------------|
 * | 3-6       | 110 | 330 words     | 550 words      | 770 words    |
 * | 7-10      | 130 | 390 words     | 650 words      | 910 words    |
 * | 11-13     | 150 | 450 words     | 750 words      | 1050 words   |
 */
export const readAloudWordsPerMinute: Record<AgeGroup, number> = { '3-6': 110, '7-10': 130, '11-13': 150 };

/** The anonymous preview is a teaser of about a hundred words whatever the length. */
export const previewTargetWords = 100;

/** How many words a story of this age group and length aims for. */
export function targetWords(ageGroup: AgeGroup, length: StoryLength): number {
  return readMinutesFor(length) * readAloudWordsPerMinute[ageGroup];
}

/** Whole minutes of reading aloud, at least one. */
export function readTimeMinutes(wordCount: number, ageGroup: AgeGroup): number {
  return Math.max(1, Math.round(wordCount / readAloudWordsPerMinute[ageGroup]));
}
