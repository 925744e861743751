import type { CategoryId } from '@inkspell/contracts/stories';
import { adventureGrammar } from './adventure';
import { dragonGrammar } from './dragon';
import { fairyTaleGrammar } from './fairy-tale';
import { mysteryGrammar } from './mystery';
import { spaceGrammar } from './space';
import type { CategoryGrammar } from './types';
import { underwaterGrammar } from './underwater';

/** One grammar per create-page category; the Record type makes a missing category a compile error. */
export const categoryGrammars: Record<CategoryId, CategoryGrammar> = {
  adventure: adventureGrammar,
  'fairy-tale': fairyTaleGrammar,
  space: spaceGrammar,
  mystery: mysteryGrammar,
  dragon: dragonGrammar,
  underwater: underwaterGrammar,
};

export type { CategoryGrammar, Companion } from './types';
