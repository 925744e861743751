import type { CategoryId } from '@inkspell/contracts/stories';

/**
 * A category's flavour (issue #23): where its stories happen, who comes along, and the lines that make a
 * dragon's cave sound unlike the sea floor. The plot itself comes from the child's idea (idea-reader.ts and
 * plot-plan.ts); the category only colours it. Lines are templates for line-writer.ts: `#symbol#` expands
 * another rule, and #hero#, #heroPos#, #comp# are the hero and companion as the writer names them.
 */
export interface Companion {
  name: string;
  /** With article, as it reads after the name: "Pip, a little fox with a bushy tail". */
  kind: string;
  /** How the story calls the companion between names: "the fox". */
  short: string;
  /** The one thing this companion can do that others cannot, after "could": "sniff out the faintest trail". */
  can: string;
  /** That talent in action, in the past, for the turn: "put his nose to the ground and sniffed". */
  did: string;
}

export interface CategoryGrammar {
  id: CategoryId;
  /** Proper place names with article, kept by sequels. */
  settings: string[];
  companions: Companion[];
  /** Creatures and people of the setting the hero may ask for help: "the ducks on the pond". */
  locals: string[];
  /** Noun phrases for the unanswered question a story ends on (a sequel starts from it). */
  threads: string[];
  /** Things to carry when the child's idea names none. */
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
}
