import type { CategoryId } from '@inkspell/contracts/stories';

/**
 * The shape of a category's story grammar. Rules are tracery rules: each entry is one alternative,
 * `#symbol#` expands another rule. Every story grammar also has the symbols the engine pushes:
 * hero, setting, companion, companionKind, kw1-kw3 (prompt keywords with article), thread (a sequel's
 * inherited open thread), newThread (this story's open thread) and the age-group vocabulary of common.ts.
 */
export interface Companion {
  name: string;
  /** With article, as it reads after the name: "Pip, a little fox with a bushy tail". */
  kind: string;
}

/** One plot: opening problem, tries, turn, resolution; the calm close comes from the category. */
export interface PlotSkeleton {
  id: string;
  rules: {
    title: string[];
    /** Whole sentences stating what goes wrong. */
    problem: string[];
    /** Whole sentences, each one attempt to fix it. */
    try: string[];
    /** Why an attempt was not enough yet. */
    setback: string[];
    /** The moment it turns: an idea, a kindness, a discovery. */
    turn: string[];
    resolution: string[];
    /** Noun phrases for the unanswered question the story ends on (a sequel starts from it). */
    thread: string[];
  };
}

export interface CategoryGrammar {
  id: CategoryId;
  /** Proper place names with article, kept by sequels. */
  settings: string[];
  companions: Companion[];
  /** Keywords to use when the prompt gives none. */
  fallbackKeywords: string[];
  rules: {
    /** Spots inside the setting: "the old stone bridge". */
    place: string[];
    /** Things to see, as noun phrases. */
    sight: string[];
    /** Whole sentences describing the setting. */
    scene: string[];
    /** Whole sentences of travelling and small obstacles along the way. */
    journey: string[];
    /** Clauses older listeners hear appended to plain sentences: "as the leaves whispered overhead". */
    sceneClause: string[];
    /** Calm, sleepy sentences for the bedtime close. */
    bedtime: string[];
  };
  skeletons: PlotSkeleton[];
}
