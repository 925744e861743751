/**
 * Read-along timings: when each word of a narration is spoken. Narrators speak sentence by sentence (or a
 * group of sentences per request), so where a sentence starts and ends in the recording is known exactly;
 * inside it, the words are spread by how long they take to say (syllables) and the pauses punctuation makes.
 * Words are the text's runs of non-space characters, as countWords counts them, so cue N is word N of the text.
 */

/** A word of the narrated text and when it is spoken, in seconds from the start of the recording. */
export interface TimedWord {
  text: string;
  start: number;
  end: number;
}

export interface TextSentence {
  /** The sentence's words in order; every word of the text belongs to exactly one sentence. */
  words: string[];
  /** The sentence closes a paragraph (a blank line follows it). */
  endsParagraph: boolean;
}

const sentenceSegmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** Splits text into sentences (Unicode sentence boundaries, as ICU finds them) and their words. */
export function sentencesOf(text: string): TextSentence[] {
  const starts = [...sentenceSegmenter.segment(text)].map((s) => s.index);
  const sentences: (TextSentence & { lastEnd: number })[] = [];
  let segment = -1;
  for (const match of text.matchAll(/\S+/g)) {
    // A word belongs to the sentence it starts in, so no word is ever split or lost at a boundary.
    let at = segment;
    while (at + 1 < starts.length && (starts[at + 1] ?? Infinity) <= match.index) at += 1;
    const previous = sentences.at(-1);
    if (at !== segment || !previous) {
      if (previous) previous.endsParagraph = /\n\s*\n/.test(text.slice(previous.lastEnd, match.index));
      sentences.push({ words: [], endsParagraph: false, lastEnd: 0 });
      segment = at;
    }
    const current = sentences.at(-1)!;
    current.words.push(match[0]);
    current.lastEnd = match.index + match[0].length;
  }
  const last = sentences.at(-1);
  if (last) last.endsParagraph = true;
  return sentences.map(({ words, endsParagraph }) => ({ words, endsParagraph }));
}

/** Rough syllables of a word: vowel groups, less a silent final e; digits are said one by one. */
export function syllablesOf(word: string): number {
  const letters = word.toLowerCase().replace(/[^a-z0-9]/g, '');
  const digits = (letters.match(/[0-9]/g) ?? []).length;
  let vowels = (letters.match(/[aeiouy]+/g) ?? []).length;
  if (vowels > 1 && /[^aeiouyl]e$/.test(letters)) vowels -= 1;
  return Math.max(letters.length > 0 ? 1 : 0.3, vowels + digits);
}

/** The pause after a word, in syllables: a sentence end inside the span, a clause end, a dash. */
export function pauseAfter(word: string): number {
  if (/[.!?…]["'”’)\]]*$/.test(word)) return 2;
  if (/[,;:]["'”’)\]]*$/.test(word)) return 1;
  if (/[—–-]$/.test(word)) return 0.6;
  return 0.15;
}

/** Spreads words over [from, to] seconds by syllables, leaving the pauses their punctuation makes between them. */
export function spreadWords(words: readonly string[], from: number, to: number): TimedWord[] {
  const sizes = words.map(syllablesOf);
  const pauses = words.map((word, i) => (i === words.length - 1 ? 0 : pauseAfter(word)));
  const total = sizes.reduce((sum, s) => sum + s, 0) + pauses.reduce((sum, p) => sum + p, 0);
  const unit = total > 0 ? Math.max(0, to - from) / total : 0;
  let cursor = from;
  return words.map((text, i) => {
    const start = cursor;
    const end = start + (sizes[i] ?? 0) * unit;
    cursor = end + (pauses[i] ?? 0) * unit;
    return { text, start, end };
  });
}

/** The shortest cue: a word always lasts long enough to be highlighted, and millisecond rounding keeps end > start. */
const minimumWordSeconds = 0.02;

/** Makes timings safe for a cue list: in order, never overlapping, each at least a moment long. */
export function settle(words: readonly TimedWord[]): TimedWord[] {
  let previousEnd = 0;
  return words.map(({ text, start, end }) => {
    const from = Math.max(start, previousEnd);
    const to = Math.max(end, from + minimumWordSeconds);
    previousEnd = to;
    return { text, start: from, end: to };
  });
}

/** Where speech starts and ends in samples [from, to): the first and last sample louder than `threshold`. */
export function voicedSpan(samples: Int16Array, threshold = 512): { first: number; last: number } {
  let first = 0;
  while (first < samples.length && Math.abs(samples[first] ?? 0) <= threshold) first += 1;
  if (first === samples.length) return { first: 0, last: 0 };
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last] ?? 0) <= threshold) last -= 1;
  return { first, last: last + 1 };
}
