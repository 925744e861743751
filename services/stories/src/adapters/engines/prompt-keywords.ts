import nlp from 'compromise/two';

/**
 * Picks the one to three things a child asked for ("a magic key", "the cookies", "Bella") out of the
 * adventure description, so the offline engine can weave them into the story. compromise tags the
 * words; we keep short noun phrases (at most one adjective and two nouns) in the order they appear.
 */
export interface Keyword {
  /** The phrase as it should appear mid-sentence, with its article: "the magic key", "Bella". */
  phrase: string;
  /** The bare words, as a test or a log would look for them: "magic key". */
  words: string;
}

/** Nouns too vague to make a story about. */
const vague = new Set(
  'story stories adventure adventures tale tales hero heroes day days time times way ways thing things stuff lot lots kind kinds bottom top end place part bit sort someone something anything everything nothing everyone everybody help life home back friend friends out up off i me you we us they them he she it who'.split(
    ' ',
  ),
);

/** A word as compromise tags it. */
export interface TaggedTerm {
  text: string;
  normal: string;
  tags: string[];
}

/** A sentence as compromise's json() gives it. */
export interface TaggedSentence {
  terms: TaggedTerm[];
}

const maxKeywords = 3;

/** Up to three keyword phrases from the prompt, never the hero's own name. */
export function promptKeywords(prompt: string, heroName: string): Keyword[] {
  return keywordsFromSentences(nlp(prompt).json({ terms: { tags: true, normal: true } }) as TaggedSentence[], heroName);
}

/** The same, from sentences already tagged (the idea reader tags the prompt once for both). */
export function keywordsFromSentences(sentences: TaggedSentence[], heroName: string): Keyword[] {
  const hero = heroName.trim().toLowerCase();
  const found: Keyword[] = [];
  const seen = new Set<string>();
  const flush = (run: TaggedTerm[]) => {
    while (run.length > 0 && !isNoun(run[run.length - 1])) run.pop();
    const nouns = run.filter(isNoun);
    if (nouns.length === 0) return;
    const proper = nouns.find((t) => t.tags.includes('ProperNoun'));
    const lastNouns = nouns.slice(-2).filter((t) => !vague.has(t.normal));
    if (lastNouns.length === 0) return;
    const adjective = run.find((t) => t.tags.includes('Adjective') && !t.tags.includes('Noun'));
    const words = proper
      ? clean(proper.text)
      : [adjective, ...lastNouns]
          .filter(Boolean)
          .map((t) => clean(t!.text).toLowerCase())
          .join(' ');
    const key = words.toLowerCase();
    if (!words || key === hero || hero.includes(key) || seen.has(key)) return;
    seen.add(key);
    found.push({ words, phrase: proper ? words : `the ${words}` });
  };
  for (const sentence of sentences) {
    let run: TaggedTerm[] = [];
    for (const term of sentence.terms) {
      const usable = isNoun(term) || (term.tags.includes('Adjective') && !isNoun(run[run.length - 1]));
      if (usable && !term.tags.includes('Pronoun') && !term.tags.includes('Possessive')) {
        run.push(term);
        if (/[,;:.!?]$/.test(term.text)) {
          flush(run);
          run = [];
        }
      } else {
        flush(run);
        run = [];
      }
    }
    flush(run);
  }
  return found.slice(0, maxKeywords);
}

function isNoun(term: TaggedTerm | undefined): boolean {
  return !!term && term.tags.includes('Noun') && !term.tags.includes('Pronoun') && !/^[0-9]/.test(term.text);
}

/** Letters, digits, spaces, apostrophes and hyphens only: tracery must never see # [ ] or backslashes. */
function clean(text: string): string {
  return text.replace(/[^\p{L}\p{N}' -]/gu, '').trim();
}
