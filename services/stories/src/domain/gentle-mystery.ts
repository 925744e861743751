import type { CategoryId } from '@inkspell/contracts/stories';

/** Words that make a murder mystery of an idea: the crime itself, its victim and its killer. */
const murderWords = /^(murder|kill|killed|killer|killers|killing|killings|k i l l|k\.i\.l\.l|corpse|corpses|dead body)/i;

/**
 * A mystery idea whose only trouble is a murder ('a murder mystery at the manor', 'who killed the butler?'): a
 * whodunit is a fine children's genre with the crime made gentle, so Spell answers with a kind suggestion instead
 * of the Forbidden Spell (ADR 0033). Anything else unsafe in the idea keeps the Forbidden Spell.
 */
export function isMurderMystery(category: CategoryId, flaggedWords: readonly string[]): boolean {
  return category === 'mystery' && flaggedWords.length > 0 && flaggedWords.every((word) => murderWords.test(word));
}
