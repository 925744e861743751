/**
 * The read-along's words (ADR 0013): the narration's cue N is word N of the narrated text, the title followed by a
 * full stop and then the content, where a word is a run of non-space characters. The reader shows the title in its
 * header and the content in paragraphs, so the content's words are numbered on from the title's.
 */

/** A piece of a paragraph as the reader renders it: a word with its cue number, or the space between words. */
export type TextPiece = { text: string; word: number } | { text: string; word: null };

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

/** How many cues the spoken title takes: the narrator reads "<title>." before the story. */
export function titleWordCount(title: string): number {
  return wordsOf(`${title}.`).length;
}

/**
 * Each paragraph cut into words and spaces, the words numbered in reading order from `firstWord`, so a paragraph's
 * words are the cues from the previous paragraphs' end.
 */
export function numberWords(paragraphs: readonly string[], firstWord: number): TextPiece[][] {
  let next = firstWord;
  return paragraphs.map((paragraph) =>
    (paragraph.match(/\S+|\s+/g) ?? []).map((text) => (/\S/.test(text) ? { text, word: next++ } : { text, word: null })),
  );
}

/** The cue number of a paragraph's first word and one past its last, to tell whether the current word is in it. */
export function wordRange(pieces: readonly TextPiece[]): { from: number; to: number } {
  const words = pieces.flatMap((p) => (p.word === null ? [] : [p.word]));
  const first = words[0];
  const last = words.at(-1);
  return first === undefined || last === undefined ? { from: 0, to: 0 } : { from: first, to: last + 1 };
}
