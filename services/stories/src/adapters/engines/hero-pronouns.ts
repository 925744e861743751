import type { HeroPronouns } from '@inkspell/contracts/stories';

/** The words a story uses for its hero after the first mention, with the verb forms that agree. */
export interface PronounSet {
  subject: string;
  object: string;
  possessive: string;
  reflexive: string;
  /** Past of "to be" after the subject: singular 'they' still takes "were". */
  was: string;
}

const sets: Record<HeroPronouns, PronounSet> = {
  they: { subject: 'they', object: 'them', possessive: 'their', reflexive: 'themselves', was: 'were' },
  she: { subject: 'she', object: 'her', possessive: 'her', reflexive: 'herself', was: 'was' },
  he: { subject: 'he', object: 'him', possessive: 'his', reflexive: 'himself', was: 'was' },
};

/** The pronoun set for the form's choice; a missing choice is 'they' (the contracts' default). */
export function pronounsFor(choice: HeroPronouns | undefined): PronounSet {
  return sets[choice ?? 'they'];
}
