import { heroHairColours, heroHairStyleIds, heroSkinTones, type HeroHairStyle, type HeroLook } from '@inkspell/contracts/stories';
import { heroColours } from '../hero-look';
import { pick, seededRandom } from '../seeded-random';
import { el } from './svg';

/** How the drawn hero looks in every scene of a story: skin, hair and clothes. */
export interface HeroAppearance {
  skin: string;
  hairStyle: HeroHairStyle;
  hair: string;
  clothes: string;
}

const clothesColours = ['#dc2626', '#2563eb', '#16a34a', '#f97316', '#9333ea', '#0d9488', '#ca8a04'];

/**
 * The hero's appearance: what the create form chose (issue #23), then the colours the story's hero look names,
 * then the story's seed. The seed's picks come from the seed alone, so every scene of a story draws the same child.
 */
export function heroAppearance(seed: string, heroLook: string, chosen: HeroLook = {}): HeroAppearance {
  const random = seededRandom(`${seed}\u0000hero`);
  const named = heroColours(heroLook);
  const seededSkin = pick(random, heroSkinTones).colour;
  const seededStyle = pick(random, heroHairStyleIds);
  const seededHair = pick(random, heroHairColours).colour;
  const seededClothes = pick(random, clothesColours);
  return {
    skin: heroSkinTones.find((t) => t.id === chosen.skinTone)?.colour ?? seededSkin,
    hairStyle: chosen.hairStyle ?? seededStyle,
    hair: heroHairColours.find((c) => c.id === chosen.hairColour)?.colour ?? named.hair ?? seededHair,
    clothes: named.clothes ?? seededClothes,
  };
}

/** Hair behind the head (long, braids, afro, ponytail) and in front of it (the fringe), around a head at (x, y). */
function hair(style: HeroHairStyle, colour: string, x: number, y: number): { back: string[]; front: string[] } {
  const fringe = el('path', {
    d: `M${x - 21} ${y - 2} Q${x} ${y - 36} ${x + 21} ${y - 2} Q${x} ${y - 14} ${x - 21} ${y - 2} Z`,
    fill: colour,
  });
  switch (style) {
    case 'short':
      return { back: [], front: [fringe] };
    case 'curly':
      return {
        back: [],
        front: [-18, -10, 0, 10, 18].map((dx) => el('circle', { cx: x + dx, cy: y - 16 + Math.abs(dx) * 0.45, r: 9, fill: colour })),
      };
    case 'long':
      return { back: [el('rect', { x: x - 24, y: y - 18, width: 48, height: 46, rx: 14, fill: colour })], front: [fringe] };
    case 'ponytail':
      return {
        back: [el('ellipse', { cx: x + 26, cy: y + 4, rx: 9, ry: 20, fill: colour, transform: `rotate(-20 ${x + 26} ${y + 4})` })],
        front: [fringe, el('circle', { cx: x + 20, cy: y - 12, r: 4, fill: '#f472b6' })],
      };
    case 'braids':
      return {
        back: [-23, 23].flatMap((dx) => [0, 12, 24].map((dy) => el('circle', { cx: x + dx, cy: y + 2 + dy, r: 6, fill: colour }))),
        front: [fringe],
      };
    case 'afro':
      return { back: [el('circle', { cx: x, cy: y - 8, r: 31, fill: colour })], front: [] };
  }
}

/** The hero standing at x on the ground line, facing us, in the appearance the story keeps. */
export function drawHero(look: HeroAppearance, x: number, groundY: number): string {
  const headY = groundY - 92;
  const { back, front } = hair(look.hairStyle, look.hair, x, headY);
  return el(
    'g',
    { 'data-part': 'hero' },
    ...back,
    el('rect', { x: x - 10, y: groundY - 30, width: 7, height: 30, rx: 3, fill: '#1e3a8a' }),
    el('rect', { x: x + 3, y: groundY - 30, width: 7, height: 30, rx: 3, fill: '#1e3a8a' }),
    el('rect', { x: x - 24, y: groundY - 70, width: 8, height: 30, rx: 4, fill: look.skin }),
    el('rect', { x: x + 16, y: groundY - 70, width: 8, height: 30, rx: 4, fill: look.skin }),
    el('rect', { x: x - 16, y: groundY - 74, width: 32, height: 46, rx: 12, fill: look.clothes }),
    el('circle', { cx: x, cy: headY, r: 20, fill: look.skin }),
    ...front,
    el('circle', { cx: x - 7, cy: headY, r: 2.5, fill: '#1c1917' }),
    el('circle', { cx: x + 7, cy: headY, r: 2.5, fill: '#1c1917' }),
    el('path', {
      d: `M${x - 7} ${headY + 10} Q${x} ${headY + 16} ${x + 7} ${headY + 10}`,
      stroke: '#9a3412',
      'stroke-width': 2,
      fill: 'none',
    }),
  );
}
