import type { AgeGroup } from '@inkspell/contracts/stories';
import { defaultAgeGroup } from '@inkspell/contracts/stories';
import { readAloudWordsPerMinute } from './reading-pace';

/**
 * How Spell speaks to each age group (issue #23, ADR 0034): the words per minute the recording should
 * measure, the same pace the story was sized for (reading-pace.ts), and the silences that let a child
 * follow: a breath after each sentence and a longer one between paragraphs. The youngest get the slowest
 * words and the longest breaths; the pauses are part of the pace, not added on top of it.
 */
export interface NarrationPace {
  /** Words of the narrated text per minute of audio, pauses included. */
  wordsPerMinute: number;
  /** Silence after a sentence inside a paragraph, on top of the narrator's own. */
  sentencePauseSeconds: number;
  /** Silence between paragraphs (and after the title), on top of the narrator's own. */
  paragraphPauseSeconds: number;
}

export const narrationPaces: Record<AgeGroup, NarrationPace> = {
  '3-6': { wordsPerMinute: readAloudWordsPerMinute['3-6'], sentencePauseSeconds: 0.45, paragraphPauseSeconds: 1 },
  '7-10': { wordsPerMinute: readAloudWordsPerMinute['7-10'], sentencePauseSeconds: 0.25, paragraphPauseSeconds: 0.7 },
  '11-13': { wordsPerMinute: readAloudWordsPerMinute['11-13'], sentencePauseSeconds: 0.15, paragraphPauseSeconds: 0.5 },
};

/** The pace for a listener; a narration that does not say who listens is read as to 7-10 (the form's default). */
export function narrationPaceFor(ageGroup: AgeGroup = defaultAgeGroup): NarrationPace {
  return narrationPaces[ageGroup];
}
