import type { CategoryId } from '@inkspell/contracts/stories';
import type { Random } from '../seeded-random';
import type { Palette } from './palettes';
import * as part from './parts';

/**
 * Three scenes per category, in story order: the opening by day, the adventure in the middle and the
 * calm bedtime close by night. A scene returns its layers back to front; the hero is drawn last by
 * the illustrator. Scene index n uses scene n % 3, so a full story's first two pictures always differ.
 */
export interface Scene {
  /** What the hero (and companion) do in it, as a verb phrase for "they"; the alt text's words. */
  action: string;
  night: boolean;
  draw(r: Random, p: Palette): string[];
  /** Where the hero stands: x and the ground line. */
  heroAt: [number, number];
}

/** An opening by day; `open sky` adds sun and clouds (not in space, not under the sea). */
const dayOpening = (action: string, extra: (r: Random, p: Palette) => string[], openSky = true): Scene => ({
  action,
  night: false,
  heroAt: [180, 440],
  draw: (r, p) => [...(openSky ? [part.sun(r, p), part.cloud(r), part.cloud(r)] : []), ...extra(r, p)],
});

/** The bedtime close by night; `open sky` adds moon and stars (under the sea, the fish glow instead). */
const bedtime = (action: string, extra: (r: Random, p: Palette) => string[], openSky = true): Scene => ({
  action,
  night: true,
  heroAt: [620, 440],
  draw: (r, p) => [...(openSky ? [part.stars(r, 40), part.moon(r, p)] : [part.sparkles(r, p.highlight, 12)]), ...extra(r, p)],
});

export const categoryScenes: Record<CategoryId, Scene[]> = {
  adventure: [
    dayOpening('set off across a sunny valley of pine trees', (r, p) => [
      part.hills(r, p.groundDark, 330),
      part.hills(r, p.ground, 390),
      ...[60, 300, 420, 720].map((x) => part.pineTree(r, p, x, 420)),
    ]),
    {
      action: 'follow a winding path towards a snowy mountain',
      night: false,
      heroAt: [400, 450],
      draw: (r, p) => [
        part.cloud(r),
        part.mountain(r, p.detail, true),
        part.hills(r, p.ground, 400),
        part.footprints(r, p.detail),
        part.pineTree(r, p, 90, 430),
        part.pineTree(r, p, 700, 430),
      ],
    },
    bedtime('say goodnight to the fireflies over the sleepy hills', (r, p) => [
      part.hills(r, p.groundDark, 360),
      part.hills(r, p.ground, 420),
      part.sparkles(r, p.highlight, 14),
      part.pineTree(r, p, 120, 430),
    ]),
  ],
  'fairy-tale': [
    dayOpening('arrive at a castle in a meadow of flowers', (r, p) => [
      part.hills(r, p.ground, 370),
      part.castle(r, p),
      part.flowers(r, p, 18),
    ]),
    {
      action: 'explore a sparkling enchanted garden',
      night: false,
      heroAt: [260, 450],
      draw: (r, p) => [
        part.cloud(r),
        part.hills(r, p.groundDark, 360),
        part.hills(r, p.ground, 410),
        part.sparkles(r, p.accent, 22),
        part.flowers(r, p, 26),
      ],
    },
    bedtime('watch the castle fall asleep under the stars', (r, p) => [
      part.hills(r, p.groundDark, 380),
      part.castle(r, p),
      part.hills(r, p.ground, 430),
      part.sparkles(r, p.highlight, 10),
    ]),
  ],
  space: [
    dayOpening(
      'get ready to launch beside a rocket',
      (r, p) => [part.stars(r, 30), part.planet(r, p), part.hills(r, p.ground, 420), part.rocket(r, p)],
      false,
    ),
    {
      action: 'float past ringed planets and a rocket',
      night: true,
      heroAt: [160, 460],
      draw: (r, p) => [
        part.stars(r, 60, 480),
        part.planet(r, p),
        part.planet(r, p),
        part.rocket(r, p),
        part.hills(r, p.ground, 440),
        part.craters(r, p),
      ],
    },
    bedtime('rest on the quiet moon with the earth far away', (r, p) => [
      part.planet(r, p),
      part.hills(r, p.ground, 420),
      part.craters(r, p),
    ]),
  ],
  mystery: [
    dayOpening('look for clues in a lane of old houses', (r, p) => [
      part.hills(r, p.ground, 400),
      part.house(r, p, 420, false),
      part.house(r, p, 580, true),
      part.magnifier(r, p),
    ]),
    {
      action: 'follow footprints under a glowing lamp post',
      night: true,
      heroAt: [260, 450],
      draw: (r, p) => [
        part.stars(r, 20),
        part.moon(r, p),
        part.house(r, p, 520, true),
        part.hills(r, p.ground, 410),
        part.lampPost(p, 420),
        part.footprints(r, p.highlight),
      ],
    },
    bedtime('tiptoe home down the sleeping lane', (r, p) => [
      part.house(r, p, 80, true),
      part.house(r, p, 260, false),
      part.hills(r, p.ground, 410),
      part.lampPost(p, 470),
    ]),
  ],
  dragon: [
    dayOpening('meet a friendly dragon by a smoking volcano', (r, p) => [
      part.volcano(r, p),
      part.hills(r, p.ground, 400),
      part.dragon(r, p, 420, 330, 0.8),
    ]),
    {
      action: 'watch a dragon fly over the mountains',
      night: false,
      heroAt: [140, 450],
      draw: (r, p) => [part.cloud(r), part.mountain(r, p.groundDark, false), part.hills(r, p.ground, 410), part.dragon(r, p, 470, 150, 1)],
    },
    bedtime('say goodnight to a dragon curled up under the stars', (r, p) => [
      part.volcano(r, p),
      part.hills(r, p.ground, 410),
      part.dragon(r, p, 330, 360, 0.7),
    ]),
  ],
  underwater: [
    dayOpening(
      'swim over a bright coral reef',
      (r, p) => [
        part.bubbles(r, 14),
        part.fish(r, p),
        part.fish(r, p),
        part.hills(r, p.ground, 440),
        ...[80, 520, 700].map((x) => part.coral(r, p, x)),
      ],
      false,
    ),
    {
      action: 'swim through a kelp forest full of fish',
      night: false,
      heroAt: [400, 460],
      draw: (r, p) => [
        part.bubbles(r, 20),
        ...[60, 160, 620, 740].map((x) => part.seaweed(r, p, x)),
        part.fish(r, p),
        part.fish(r, p),
        part.fish(r, p),
        part.hills(r, p.ground, 450),
      ],
    },
    bedtime(
      'drift through the softly glowing sea at night',
      (r, p) => [part.bubbles(r, 10), part.fish(r, p), part.hills(r, p.ground, 440), part.seaweed(r, p, 120), part.coral(r, p, 300)],
      false,
    ),
  ],
};
