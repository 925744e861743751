import type { AgeGroup } from '@inkspell/contracts/stories';
import type { Random } from './seeded-random';
import { pick } from './seeded-random';

/**
 * Age fitting at the sentence level. Grammar sentences are written short and plain, which is what a
 * three-to-six-year-old hears best. Older listeners get longer, richer sentences: some plain sentences
 * gain a scene clause ("..., as the tide hummed below") and some neighbours are joined into one.
 */
interface AgeStyle {
  /** Chance that a plain sentence gains a scene clause. */
  sceneClause: number;
  /** Chance that two neighbouring plain sentences become one. */
  join: number;
  /** A joined sentence never grows past this many words. */
  maxJoinedWords: number;
  joiners: readonly string[];
}

const styles: Record<AgeGroup, AgeStyle> = {
  '3-6': { sceneClause: 0, join: 0, maxJoinedWords: 0, joiners: [', and '] },
  '7-10': { sceneClause: 0.15, join: 0.45, maxJoinedWords: 26, joiners: [', and '] },
  '11-13': { sceneClause: 0.3, join: 0.85, maxJoinedWords: 40, joiners: [', and ', '; '] },
};

/** Sentence openers that may lose their capital when the sentence is joined onto the one before. */
const lowerable = new Set(
  'a an the she he they it its her his their there that this these those everyone everything nobody something someone all each every one at in on with when whenever after before from far high deep just now lately later somehow sometimes out along back up down by'.split(
    ' ',
  ),
);

const words = (text: string) => text.split(/\s+/).length;

/** A sentence we may extend: a plain statement, no dialogue, no exclamation or question. */
function isPlain(sentence: string): boolean {
  return sentence.endsWith('.') && !/["“”]/.test(sentence);
}

/** Whether a sentence can follow a joiner: it opens with a name or a word we can lower-case. */
function joinable(sentence: string, names: ReadonlySet<string>): boolean {
  const first = (sentence.split(/\s/, 1)[0] ?? '').replace(/'s$/, '');
  return names.has(first) || lowerable.has(first.toLowerCase());
}

/** Whether `sentence` names someone `last` did not: joined, the name would follow its own pronoun. */
function newName(last: string, sentence: string, names: ReadonlySet<string>): boolean {
  const names_ = (text: string) => [...names].filter((name) => new RegExp(`\\b${name}\\b`).test(text));
  const before = names_(last);
  return names_(sentence).some((name) => !before.includes(name));
}

function lowerFirst(sentence: string, names: ReadonlySet<string>): string {
  const first = (sentence.split(/\s/, 1)[0] ?? '').replace(/'s$/, '');
  if (names.has(first)) return sentence;
  return sentence.charAt(0).toLowerCase() + sentence.slice(1);
}

/** The chance that a plain sentence gains one of the category's scene clauses ("…, as the tide hummed below"). */
export function sceneClauseChance(ageGroup: AgeGroup): number {
  return styles[ageGroup].sceneClause;
}

/** Joins some neighbouring plain sentences of a paragraph (never for the youngest, never more than two). */
export function joinSentences(sentences: readonly string[], ageGroup: AgeGroup, random: Random, names: ReadonlySet<string>): string[] {
  const style = styles[ageGroup];
  const out: string[] = [];
  let lastWasJoined = false;
  for (const sentence of sentences) {
    const last = out[out.length - 1];
    const fits =
      last !== undefined &&
      !lastWasJoined &&
      isPlain(last) &&
      isPlain(sentence) &&
      joinable(sentence, names) &&
      // "She hugged the fox, and Maya smiled" reads as two people: a name may not follow its own pronoun.
      !newName(last, sentence, names) &&
      words(last) + words(sentence) <= style.maxJoinedWords;
    if (fits && random() < style.join) {
      out[out.length - 1] = `${last.slice(0, -1)}${pick(random, style.joiners)}${lowerFirst(sentence, names)}`;
      lastWasJoined = true;
    } else {
      out.push(sentence);
      lastWasJoined = false;
    }
  }
  return out;
}
