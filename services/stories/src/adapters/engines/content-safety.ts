import { DataSet, englishDataset, englishRecommendedTransformers, parseRawPattern, RegExpMatcher } from 'obscenity';
import type { ContentSafety, SafetyInput, SafetyVerdict } from '../../domain/engines';

/**
 * The offline content check: obscenity's English profanity set (it sees through leetspeak, look-alike
 * letters and stretched words: 'sh1t', 'fuuuck') plus a child-safety list of violence, drugs, alcohol
 * and adult words. Patterns are anchored at word starts (`|`), and obscenity's whitelist keeps
 * innocent words such as 'Scunthorpe', 'class' or 'skill' clean. Letters spelled out with gaps
 * ('s h i t', 'k.i.l.l') are joined and checked again.
 */
const childSafety = new DataSet<{ originalWord: string }>();

/** Word → patterns. `|` marks a word boundary; without a closing `|` endings like -s, -ed, -ing match. */
const childSafetyWords: Record<string, string[]> = {
  kill: ['|kill'],
  murder: ['|murder'],
  gun: ['|gun|', '|guns|', '|gunfire', '|gunshot', '|gunpoint'],
  rifle: ['|rifle|', '|rifles|'],
  pistol: ['|pistol'],
  stab: ['|stab|', '|stabs|', '|stabbed|', '|stabbing|'],
  bomb: ['|bomb|', '|bombs|', '|bombing'],
  blood: ['|blood'],
  gore: ['|gore|', '|gory|'],
  corpse: ['|corpse'],
  torture: ['|tortur'],
  terrorist: ['|terroris'],
  suicide: ['|suicid'],
  drugs: ['|drug'],
  cocaine: ['|cocaine'],
  // Closed at the end: 'heroine' is every other bedtime story's hero.
  heroin: ['|heroin|'],
  meth: ['|meth|'],
  marijuana: ['|marijuana', '|cannabis'],
  alcohol: ['|alcohol', '|beer|', '|beers|', '|vodka', '|whisky', '|whiskey', '|drunk'],
  cigarette: ['|cigarette', '|vape|', '|vaping'],
  sexy: ['|sexy', '|sex|', '|sexual'],
  nude: ['|nude|', '|nudes|'],
  porn: ['|porn'],
};

for (const [word, patterns] of Object.entries(childSafetyWords)) {
  childSafety.addPhrase((phrase) => {
    let built = phrase.setMetadata({ originalWord: word });
    for (const p of patterns) built = built.addPattern(parseRawPattern(p));
    return built;
  });
}
// Culinary, not crude.
childSafety.addPhrase((phrase) => phrase.addWhitelistedTerm('shiitake'));

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

/** The offending words of one text, as written, lower case. */
export function flaggedWordsIn(text: string): string[] {
  const found: string[] = [];
  for (const match of matcher.getAllMatches(text, true)) found.push(wholeWord(text, match.startIndex, match.endIndex));
  for (const run of text.matchAll(spacedLetters)) {
    if (matcher.hasMatch(run[0].replace(/[\s.\-_*]/g, ''))) found.push(run[0]);
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
