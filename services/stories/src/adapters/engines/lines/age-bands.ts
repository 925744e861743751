import type { AgeGroup } from '@inkspell/contracts/stories';

/**
 * A story line in the voices of the three age groups (issue #23). `young` is for 3-6 (short, one clause,
 * everyday words), `older` for 7-10 and 11-13, `oldest` only for 11-13 (subordinate clauses, richer words).
 * `all` fits every listener. 11-13 never hears the `young` lines, so it does not read young.
 */
export interface Banded {
  all?: readonly string[];
  young?: readonly string[];
  older?: readonly string[];
  oldest?: readonly string[];
}

const bandsFor: Record<AgeGroup, readonly (keyof Banded)[]> = {
  '3-6': ['all', 'young'],
  '7-10': ['all', 'older'],
  '11-13': ['older', 'oldest'],
};

/** The rules one age group hears: each symbol's alternatives from the bands that fit it. */
export function rulesForAge(bank: Readonly<Record<string, Banded>>, ageGroup: AgeGroup): Record<string, string[]> {
  const rules: Record<string, string[]> = {};
  for (const [symbol, banded] of Object.entries(bank)) {
    const lines = bandsFor[ageGroup].flatMap((band) => banded[band] ?? []);
    // A symbol written for one band only still has to say something to the others.
    rules[symbol] = lines.length > 0 ? lines : [...(banded.all ?? []), ...(banded.older ?? []), ...(banded.young ?? [])];
  }
  return rules;
}
