import { heroHairColours, heroSkinTones, type HeroLook } from '@inkspell/contracts/stories';
import type { Random } from './seeded-random';
import { pick } from './seeded-random';

/**
 * The hero's look (issue #22): one description per story, put in every picture prompt word for word so the
 * pictures keep the same hero. The offline engine writes it from the seed; the offline illustrator reads the
 * colours back out of it (its own or a model's), so the drawn hero wears what the story says.
 */

/** Colour words a look may use, as the illustrator paints them. */
export const lookColours: Readonly<Record<string, string>> = {
  red: '#dc2626',
  blue: '#2563eb',
  green: '#16a34a',
  yellow: '#facc15',
  orange: '#f97316',
  purple: '#9333ea',
  pink: '#ec4899',
  teal: '#0d9488',
  brown: '#7c4a1e',
  black: '#1c1917',
  dark: '#292524',
  blond: '#e3b448',
  blonde: '#e3b448',
  golden: '#ca8a04',
  ginger: '#c2410c',
  auburn: '#9a3412',
  grey: '#9ca3af',
  gray: '#9ca3af',
  white: '#f5f5f4',
  silver: '#cbd5e1',
};

const builds = ['small', 'tall', 'freckled', 'cheerful', 'bright-eyed', 'sturdy'];
const hairStyles = ['curly', 'straight', 'wavy', 'short', 'long', 'messy'];
const hairColours = ['brown', 'black', 'blond', 'ginger', 'dark', 'auburn'];
const clothesColours = ['red', 'blue', 'green', 'yellow', 'orange', 'purple', 'teal'];
const garments = ['scarf', 'raincoat', 'jumper', 'cape', 'hoodie', 'cardigan', 'dungarees'];
const touches = ['muddy boots', 'round glasses', 'a gap-toothed smile', 'a patched backpack', 'striped socks', 'a star-shaped hair clip'];

/** "Theo, a small child with curly brown hair, a red scarf and round glasses", and the companion if there is one. */
export function heroLookFor(hero: string, random: Random, companion?: { name: string; kind: string }): string {
  const garment = pick(random, garments);
  const clothes = `${garment === 'dungarees' ? '' : 'a '}${pick(random, clothesColours)} ${garment}`;
  const look = `${hero}, a ${pick(random, builds)} child with ${pick(random, hairStyles)} ${pick(random, hairColours)} hair, ${clothes} and ${pick(random, touches)}`;
  return companion ? `${look}; with ${companion.name}, ${companion.kind}` : look;
}

const hairWords = /^(hair|braids?|plaits?|curls|ponytails?|pigtails|bunches|locks)$/;
const clothesWords =
  /^(scarf|raincoat|coat|jumper|sweater|cape|cloak|hoodie|cardigan|dungarees|overalls|dress|shirt|t-shirt|jacket|tunic|pyjamas|pajamas|vest|jumpsuit|spacesuit|suit|hat|cap|boots|wetsuit)$/;

/** The hero's hair and clothes colours a look names (a colour word just before the hair or a garment). */
export function heroColours(heroLook: string): { hair?: string; clothes?: string } {
  // Only the hero's part: a companion's colours (after "with Sparky, ...") are not the hero's.
  const words = (heroLook.split(';')[0] ?? '').toLowerCase().match(/[a-z-]+/g) ?? [];
  const found: { hair?: string; clothes?: string } = {};
  words.forEach((word, i) => {
    const before = words.slice(Math.max(0, i - 2), i).map((w) => lookColours[w]);
    const colour = before.reverse().find(Boolean);
    if (!colour) return;
    if (hairWords.test(word)) found.hair ??= colour;
    else if (clothesWords.test(word)) found.clothes ??= colour;
  });
  return found;
}

/** The companion a look names after the hero ("…; with Sparky, a baby dragon who hiccupped sparks"), if any. */
export function companionIn(heroLook: string): { name: string; kind: string } | undefined {
  const rest = heroLook.split(';').slice(1).join(';');
  const found = /\bwith\s+([^,]+?),\s*(.+)$/i.exec(rest.trim());
  return found ? { name: found[1]!.trim(), kind: found[2]!.trim() } : undefined;
}

/** The look chosen on the create form in words ("deep brown skin and black hair in braids"), or nothing chosen. */
export function chosenLookWords(chosen: HeroLook | undefined): string | undefined {
  if (!chosen) return undefined;
  const skin = heroSkinTones.find((t) => t.id === chosen.skinTone)?.label.toLowerCase();
  const said = [skin ? `${skin} skin` : undefined, chosenHairWords(chosen)].filter(Boolean).join(' and ');
  return said || undefined;
}

/** "black hair in braids", "curly ginger hair", "a black afro": the chosen hair in words, or undefined. */
function chosenHairWords(look: HeroLook): string | undefined {
  if (!look.hairStyle && !look.hairColour) return undefined;
  const colour = heroHairColours.find((c) => c.id === look.hairColour)?.label.toLowerCase();
  const coloured = (noun: string) => (colour ? `${colour} ${noun}` : noun);
  switch (look.hairStyle) {
    case 'ponytail':
      return `${coloured('hair')} in a ponytail`;
    case 'braids':
      return `${coloured('hair')} in braids`;
    case 'afro':
      return colour ? `a ${colour} afro` : 'an afro';
    case undefined:
      return coloured('hair');
    default:
      return `${look.hairStyle} ${coloured('hair')}`;
  }
}

/**
 * The story's hero description with the look chosen on the create form (issue #23) in it, for every picture's
 * prompt: the chosen hair replaces the hair the description names, and the chosen skin tone is said beside it.
 */
export function withChosenLook(heroLook: string, chosen: HeroLook | undefined): string {
  const said = chosenLookWords(chosen);
  if (!chosen || !said) return heroLook;
  const hair = chosenHairWords(chosen);
  const [hero = '', ...rest] = heroLook.split(';');
  const namedHair = /\b(?:[a-z-]+ ){0,2}hair\b/i;
  const described =
    hair && namedHair.test(hero)
      ? hero.replace(namedHair, said)
      : hero.includes(' with ') && !hair
        ? hero.replace(' with ', ` with ${said} and `)
        : `${hero.trimEnd()}, with ${said}`;
  return [described, ...rest].join(';');
}
