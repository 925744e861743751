import type { Random } from '../../seeded-random';
import type { Palette } from '../palettes';

/** One drawing of the library: what names it, how the alt text says it, and how it is drawn in its own box. */
export interface Drawing {
  id: string;
  /** Lower-case singular words or phrases that name it ("tree house", "treehouse"); a story's words are matched to these. */
  words: string[];
  /** How the alt text names it: "a map", "an octopus", "cookies". */
  noun: string;
  /** A creature may be a story's companion; a place is drawn larger, behind the hero; objects are small. */
  kind: 'creature' | 'object' | 'place';
  /** Drawn in the sky (a kite, a comet), not on the ground. */
  sky?: boolean;
  /** Its shapes in a box from x -50 to 50, its bottom at y 0 and its top near y -100 (see shapes.ts). */
  draw(p: Palette, r: Random): string[];
}
