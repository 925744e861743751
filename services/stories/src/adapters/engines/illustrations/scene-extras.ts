import type { Random } from '../seeded-random';
import type { Palette } from './palettes';
import * as part from './parts';

/**
 * Things a scene's passage names that the offline illustrator can draw on top of the category's scene: "a
 * lantern", "fish", "footprints". Only small things that sit well in front of any backdrop.
 */
const drawable: { words: RegExp; draw: (r: Random, p: Palette) => string }[] = [
  { words: /\b(?:stars?|twinkl\w*|sparkl\w*|glitter\w*)\b/, draw: (r, p) => part.sparkles(r, p.highlight, 8) },
  { words: /\b(?:flowers?|blossoms?|petals?|daisies|roses?)\b/, draw: (r, p) => part.flowers(r, p, 10) },
  { words: /\b(?:trees?|forest|woods?|pines?)\b/, draw: (r, p) => part.pineTree(r, p, 40 + r() * 720, 440) },
  { words: /\b(?:fish(?:es)?|shoal)\b/, draw: (r, p) => part.fish(r, p) },
  { words: /\bbubbl\w*\b/, draw: (r) => part.bubbles(r, 8) },
  { words: /\bclouds?\b/, draw: (r) => part.cloud(r) },
  { words: /\bplanets?\b/, draw: (r, p) => part.planet(r, p) },
  { words: /\brockets?\b/, draw: (r, p) => part.rocket(r, p) },
  { words: /\bdragons?\b/, draw: (r, p) => part.dragon(r, p, 120 + r() * 560, 120 + r() * 80, 0.45) },
  { words: /\b(?:footprints?|tracks?|paw ?prints?)\b/, draw: (r, p) => part.footprints(r, p.detail) },
  { words: /\b(?:clues?|magnifying)\b/, draw: (r, p) => part.magnifier(r, p) },
  { words: /\b(?:houses?|cottages?|village)\b/, draw: (r, p) => part.house(r, p, 60 + r() * 600, r() < 0.5) },
  { words: /\b(?:lamps?|lanterns?|lamp ?posts?)\b/, draw: (r, p) => part.lampPost(p, 60 + r() * 680) },
  { words: /\b(?:seaweed|kelp)\b/, draw: (r, p) => part.seaweed(r, p, 40 + r() * 720) },
  { words: /\b(?:coral|reef)\b/, draw: (r, p) => part.coral(r, p, 40 + r() * 720) },
];

/** At most this many extras, so the category's own scene stays what the picture is about. */
const maxExtras = 2;

/** The extras a passage names, in the order it names them, drawn with the scene's seeded randomness. */
export function sceneExtras(sceneText: string, r: Random, p: Palette): string[] {
  const text = sceneText.toLowerCase();
  return drawable
    .map((item) => ({ item, at: text.search(item.words) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .slice(0, maxExtras)
    .map(({ item }) => item.draw(r, p));
}
