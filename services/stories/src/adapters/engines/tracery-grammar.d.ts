// The slice of tracery-grammar (Kate Compton's tracery, packaged without types) that the engine uses.
declare module 'tracery-grammar' {
  export interface Grammar {
    flatten(rule: string): string;
    addModifiers(modifiers: Record<string, (text: string, params?: string[]) => string>): void;
    /** 'shuffle' draws every rule of a symbol once before repeating any. */
    distribution?: string;
  }
  const tracery: {
    createGrammar(raw: Record<string, string[]>): Grammar;
    /** One random for every grammar: set it before each expansion. */
    setRng(rng: () => number): void;
  };
  export default tracery;
}
