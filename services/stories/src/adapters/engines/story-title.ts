import type { Idea } from './idea-reader';
import type { Random } from './seeded-random';
import { pick } from './seeded-random';

const small = new Set(['a', 'an', 'the', 'and', 'of', 'to', 'in', 'on', 'for', 'with', 'at', 'by', 'into']);

function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) => (i > 0 && small.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** A title that names the child's idea: "Maya and the Lost Kitten", "The Day Sam Flew". */
export function storyTitle(hero: string, idea: Idea, setting: string, random: Random): string {
  // "The Day Maya Found the Lost Kitten": the hero's name once; a title has no pronoun to fall back on.
  const past = idea.goal.past.replace(/#heroPos#/g, 'the');
  const target = idea.goal.target;
  const options = [`The Day ${hero} ${titleCase(past)}`, `${hero} of ${titleCase(setting)}`];
  if (target) options.push(titleCase(`${hero} and ${target.phrase}`), titleCase(`the search for ${target.phrase}`));
  else options.push(`How ${hero} ${titleCase(past)}`);
  return pick(random, options);
}
