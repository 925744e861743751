import type { PronounSet } from './hero-pronouns';
import type { Random } from './seeded-random';
import { countWords } from './story-text';

/**
 * Expands a story's lines (issue #23). A rule's alternatives are templates: `#symbol#` expands another
 * rule, `#symbol.a#` adds "a"/"an", `#symbol.capitalize#` a capital, `[name:#symbol#]` fixes a value for the
 * rest of the story (so a try and its setback speak of the same place). The hero and companion tokens are
 * resolved here because only here is it known how long ago the name was last read out: the name comes back
 * after 25 words, a pronoun stands in before that. Every alternative of a rule is used once before any is
 * used again, and no sentence is written twice in one story.
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

const token = /\[([a-zA-Z0-9]+):#([a-zA-Z0-9]+)#\]|#([a-zA-Z0-9]+)((?:\.[a-z]+)*)#/g;

interface Recency {
  heroAt: number;
  companionAt: number;
  vars: Map<string, string>;
}

export class LineWriter {
  /** Words written so far in the story. */
  words = 0;
  private recency: Recency = { heroAt: -Infinity, companionAt: -Infinity, vars: new Map() };
  private readonly used = new Map<string, Set<number>>();
  private readonly written = new Set<string>();

  constructor(
    private readonly rules: Rules,
    private readonly cast: WriterCast,
    private readonly random: Random,
  ) {}

  has(symbol: string): boolean {
    return (this.rules[symbol]?.length ?? 0) > 0;
  }

  /**
   * A sentence of `symbol` the story has not had yet, or undefined when every try repeats one; `tail` (a
   * scene clause for older listeners) is added before the full stop when given.
   */
  sentence(symbol: string, tail?: string): string | undefined {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const saved = { ...this.recency, vars: new Map(this.recency.vars) };
      let text = this.expand(`#${symbol}#`, '');
      if (tail && text.endsWith('.') && !/["“”]/.test(text) && countWords(text) <= 14)
        text = `${text.slice(0, -1)}, ${this.expand(`#${tail}#`, text)}.`;
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
      this.recency = saved;
    }
    return undefined;
  }

  /** One expansion of `symbol` mid-sentence (a title, a thread), not counted as story words. */
  phrase(symbol: string): string {
    return this.expand(`#${symbol}#`, '').replace(/\s+/g, ' ').trim();
  }

  private draw(symbol: string): string {
    const options = this.rules[symbol];
    if (!options || options.length === 0) return '';
    let used = this.used.get(symbol);
    if (!used || used.size >= options.length) {
      used = new Set();
      this.used.set(symbol, used);
    }
    const free = options.map((_, i) => i).filter((i) => !used.has(i));
    const index = free[Math.floor(this.random() * free.length)] ?? 0;
    used.add(index);
    return options[index] ?? '';
  }

  private expand(template: string, before: string): string {
    let out = '';
    let last = 0;
    for (const match of template.matchAll(token)) {
      out += template.slice(last, match.index);
      last = match.index + match[0].length;
      const [, bindName, bindSymbol, symbol, modifiers] = match;
      if (bindName && bindSymbol) {
        this.recency.vars.set(bindName, this.expand(this.draw(bindSymbol), before + out));
        continue;
      }
      let value = this.cast && symbol ? this.castWord(symbol, before + out) : undefined;
      value ??= this.recency.vars.get(symbol!) ?? this.expand(this.draw(symbol!), before + out);
      for (const modifier of (modifiers ?? '').split('.').filter(Boolean)) value = modify(value, modifier);
      out += value;
    }
    return out + template.slice(last);
  }

  /** Hero and companion words, name or stand-in by how long ago the name was read. */
  private castWord(symbol: string, before: string): string | undefined {
    const at = this.words + countWords(before);
    const { hero, pronouns, companion } = this.cast;
    // Once a sentence has said "she", it keeps saying "her": "she closed Maya's eyes" reads as two people.
    const saidPronoun = new RegExp(`\\b${pronouns.subject}\\b`, 'i').test(before) && !before.includes(hero);
    const heroName = () => {
      if (at - this.recency.heroAt < heroNameGap || saidPronoun) return undefined;
      this.recency.heroAt = at;
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
        this.recency.heroAt = at;
        return hero;
      case 'comp':
      case 'compPos': {
        const useName = at - this.recency.companionAt >= companionNameGap;
        if (useName) this.recency.companionAt = at;
        const word = useName ? companion.name : companion.short;
        return symbol === 'compPos' ? `${word}'s` : word;
      }
      default:
        return undefined;
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

function modify(value: string, modifier: string): string {
  if (modifier === 'capitalize') return capitalise(value);
  if (modifier === 'a') return `${/^[aeiou]/i.test(value) ? 'an' : 'a'} ${value}`;
  return value;
}
