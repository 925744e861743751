import { DataSet, englishDataset, englishRecommendedTransformers, parseRawPattern, RegExpMatcher } from 'obscenity';
import type { ContentSafety, SafetyInput, SafetyVerdict } from '../../domain/engines';
import { harmfulPhrasesIn } from './content-safety-phrases';
import { childSafetyTerms, innocentTerms } from './content-safety-terms';

/**
 * The offline content check (ADR 0008, ADR 0033): obscenity's English profanity set (it sees through leetspeak,
 * look-alike letters and stretched words: 'sh1t', 'fuuuck') plus the child-safety lists of content-safety-terms.ts
 * (violence and weapons, self-harm, hate, drugs and alcohol, adult words, spellings obscenity misses), with
 * obscenity's whitelist keeping innocent words clean ('killer whale', 'blood orange', 'Moby Dick'), and the phrase
 * rules of content-safety-phrases.ts for words that only harm together ('poison the princess', 'got wasted').
 * Letters spelled out with gaps ('s h i t', 'a k i l l e r') are joined and checked again.
 */
const childSafety = new DataSet<{ originalWord: string }>();
for (const group of Object.values(childSafetyTerms)) {
  for (const [word, patterns] of Object.entries(group)) {
    childSafety.addPhrase((phrase) => {
      let built = phrase.setMetadata({ originalWord: word });
      for (const p of patterns) built = built.addPattern(parseRawPattern(p));
      return built;
    });
  }
}
for (const term of innocentTerms) childSafety.addPhrase((phrase) => phrase.addWhitelistedTerm(term));

const englishTerms = englishDataset.build();
const childTerms = childSafety.build();
const matcher = new RegExpMatcher({
  blacklistedTerms: [...englishTerms.blacklistedTerms, ...childTerms.blacklistedTerms.map((t) => ({ ...t, id: t.id + 10_000 }))],
  whitelistedTerms: [...(englishTerms.whitelistedTerms ?? []), ...(childTerms.whitelistedTerms ?? [])],
  ...englishRecommendedTransformers,
});

/** Single letters or digits separated by spaces or dots, at least three of them: 's h i t', 'k.i.l.l'. */
const spacedLetters = /(?<![\p{L}\p{N}])[\p{L}\p{N}@$](?:[\s.\-_*]{1,2}[\p{L}\p{N}@$]){2,}(?![\p{L}\p{N}])/gu;

const wordChar = /[\p{L}\p{N}@$]/u;

/** A match widened to the word it sits in, so 'drug' reports 'drugs' as the child wrote it. */
function wholeWord(text: string, start: number, end: number): string {
  let from = start;
  let to = end + 1;
  while (from > 0 && wordChar.test(text[from - 1]!)) from -= 1;
  while (to < text.length && wordChar.test(text[to]!)) to += 1;
  return text.slice(from, to);
}

/** The listed words and harmful phrases of a text, as written. */
function harmIn(text: string): string[] {
  const words = matcher.getAllMatches(text, true).map((match) => wholeWord(text, match.startIndex, match.endIndex));
  return [...words, ...harmfulPhrasesIn(text)];
}

/**
 * A run of spaced letters joined up: 'k i l l' is 'kill'. A leading 'a' or 'I' may be a word of its own ('a k i l l e r
 * robot'), so the run is also read without it.
 */
function joinedReadings(run: string): string[] {
  const joined = run.replace(/[\s.\-_*]/g, '');
  return /^[ai][\s.\-_*]/i.test(run) ? [joined, joined.slice(1)] : [joined];
}

/** The offending words of one text, as written, lower case. */
export function flaggedWordsIn(text: string): string[] {
  const found = harmIn(text);
  for (const run of text.matchAll(spacedLetters)) {
    if (joinedReadings(run[0]).some((reading) => harmIn(reading).length > 0)) found.push(run[0]);
  }
  return [...new Set(found.map((w) => w.toLowerCase().trim()))];
}

export class OfflineContentSafety implements ContentSafety {
  check(input: SafetyInput): Promise<SafetyVerdict> {
    const texts = [input.characterName, input.prompt, input.text].filter((t): t is string => !!t);
    const flaggedWords = [...new Set(texts.flatMap(flaggedWordsIn))];
    return Promise.resolve({ safe: flaggedWords.length === 0, flaggedWords });
  }
}
