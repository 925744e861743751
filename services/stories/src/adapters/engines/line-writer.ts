import tracery, { type Grammar } from 'tracery-grammar';
import type { PronounSet } from './hero-pronouns';
import type { Random } from './seeded-random';
import { countWords } from './story-text';

/**
 * Expands a story's lines (issue #23) with tracery: `#symbol#` expands another rule, `#symbol.a#` adds "a"/"an",
 * `#symbol.capitalize#` a capital, `[name:#symbol#]` fixes a value for the rest of the story (so a try and its
 * setback speak of the same place), and every alternative of a rule is used once before any is used again (its
 * 'shuffle' distribution, drawn with the story's seeded random). The hero and companion are left as marks in what
 * tracery writes and resolved here, left to right, because only here is it known how long ago the name was last
 * read out: the name comes back after 25 words, a pronoun stands in before that. No sentence is written twice in
 * one story.
 */
export interface WriterCast {
  hero: string;
  pronouns: PronounSet;
  companion: { name: string; short: string };
}

/** Words between two readings of the hero's name (issue #23: at most once per 25 words). */
export const heroNameGap = 25;
/** The companion's name comes back sooner: "the fox" is a fine stand-in, but not for long. */
const companionNameGap = 18;

type Rules = Readonly<Record<string, readonly string[]>>;

/** The symbols this writer resolves itself: the hero's and the companion's words. */
const castSymbols = ['hero', 'heroWas', 'heroObj', 'heroPos', 'heroSelf', 'heroName', 'comp', 'compPos'] as const;
type CastSymbol = (typeof castSymbols)[number];
/** A cast word as tracery writes it, in brackets no line, name or idea can hold; `^` asks for a capital. */
const castMark = (symbol: CastSymbol) => `⟦${symbol}⟧`;
const castMarks = /⟦([a-zA-Z]+)(\^?)⟧/g;

export class LineWriter {
  /** Words written so far in the story. */
  words = 0;
  private heroAt = -Infinity;
  private companionAt = -Infinity;
  private readonly grammar: Grammar;
  private readonly written = new Set<string>();

  constructor(
    private readonly rules: Rules,
    private readonly cast: WriterCast,
    private readonly random: Random,
  ) {
    this.grammar = tracery.createGrammar({
      ...Object.fromEntries(Object.entries(rules).map(([symbol, options]) => [symbol, [...options]])),
      ...Object.fromEntries(castSymbols.map((symbol) => [symbol, [castMark(symbol)]])),
    });
    this.grammar.distribution = 'shuffle';
    this.grammar.addModifiers({
      a: withArticle,
      capitalize: (text) => (text.startsWith('⟦') ? text.replace('⟧', '^⟧') : capitalise(text)),
    });
  }

  has(symbol: string): boolean {
    return (this.rules[symbol]?.length ?? 0) > 0;
  }

  /**
   * A sentence of `symbol` the story has not had yet, or undefined when every try repeats one; `tail` (a
   * scene clause for older listeners) is added before the full stop when given.
   */
  sentence(symbol: string, tail?: string): string | undefined {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const saved = { heroAt: this.heroAt, companionAt: this.companionAt };
      let text = this.resolveCast(this.expand(symbol), '');
      if (tail && text.endsWith('.') && !/["“”]/.test(text) && countWords(text) <= 14)
        text = `${text.slice(0, -1)}, ${this.resolveCast(this.expand(tail), text)}.`;
      // Every sentence of the line starts with a capital, even when a stand-in ("the fox") opens it.
      text = capitalise(text.replace(/\s+/g, ' ').trim()).replace(
        /([.!?]\s+)([a-z])/g,
        (_, gap: string, letter: string) => gap + letter.toUpperCase(),
      );
      // A line may hold two sentences (a try and its setback): neither may have been written before.
      const parts = splitSentences(text).map((part) => part.toLowerCase());
      if (text && parts.every((part) => !this.written.has(part))) {
        for (const part of parts) this.written.add(part);
        this.words += countWords(text);
        return text;
      }
      this.heroAt = saved.heroAt;
      this.companionAt = saved.companionAt;
    }
    return undefined;
  }

  /** Tracery's expansion of a symbol with the story's own random (tracery keeps one random for every grammar). */
  private expand(symbol: string): string {
    tracery.setRng(this.random);
    return this.grammar.flatten(`#${symbol}#`);
  }

  /** The cast marks of `text`, in reading order, as names or stand-ins; `before` is the sentence so far. */
  private resolveCast(text: string, before: string): string {
    let out = '';
    let last = 0;
    for (const match of text.matchAll(castMarks)) {
      out += text.slice(last, match.index);
      last = match.index + match[0].length;
      const word = this.castWord(match[1] as CastSymbol, before + out);
      out += match[2] ? capitalise(word) : word;
    }
    return out + text.slice(last);
  }

  /** Hero and companion words, name or stand-in by how long ago the name was read. */
  private castWord(symbol: CastSymbol, before: string): string {
    const at = this.words + countWords(before);
    const { hero, pronouns, companion } = this.cast;
    // Once a sentence has said "she", it keeps saying "her": "she closed Maya's eyes" reads as two people.
    const saidPronoun = new RegExp(`\\b${pronouns.subject}\\b`, 'i').test(before) && !before.includes(hero);
    const heroName = () => {
      if (at - this.heroAt < heroNameGap || saidPronoun) return undefined;
      this.heroAt = at;
      return hero;
    };
    switch (symbol) {
      case 'hero':
        return heroName() ?? pronouns.subject;
      case 'heroWas': {
        const name = heroName();
        return name ? `${name} was` : `${pronouns.subject} ${pronouns.was}`;
      }
      case 'heroObj':
        return heroName() ?? pronouns.object;
      case 'heroPos': {
        const name = heroName();
        return name ? `${name}'s` : pronouns.possessive;
      }
      case 'heroSelf':
        return pronouns.reflexive;
      case 'heroName':
        this.heroAt = at;
        return hero;
      case 'comp':
      case 'compPos': {
        const useName = at - this.companionAt >= companionNameGap;
        if (useName) this.companionAt = at;
        const word = useName ? companion.name : companion.short;
        return symbol === 'compPos' ? `${word}'s` : word;
      }
    }
  }
}

/** Sentences as a reader hears them: a new one starts after . ! or ? (and a closing quote) and a capital. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”]?)\s+(?=["“]?[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function capitalise(text: string): string {
  const at = text.search(/[\p{L}]/u);
  return at < 0 ? text : text.slice(0, at) + text.charAt(at).toUpperCase() + text.slice(at + 1);
}

function withArticle(value: string): string {
  return `${/^[aeiou]/i.test(value) ? 'an' : 'a'} ${value}`;
}
