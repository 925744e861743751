import type { HeroPronouns } from './stories';

/**
 * The hero on the create form (issue #23, ADR 0031): how the story speaks of the hero and how the pictures draw
 * them. Every choice is optional; a story without one is told with 'they' and drawn with a look its seed picks.
 * Off the values barrel: only the create page shows these words, by this subpath (ADR 0020).
 */

export const heroPronounLabels: Record<HeroPronouns, string> = {
  they: 'They / them',
  she: 'She / her',
  he: 'He / him',
};

/** Skin tones from lightest to deepest; `colour` is how the pictures paint it, `label` its accessible name. */
export const heroSkinTones = [
  { id: 'very-light', label: 'Very light', colour: '#fbe4d5' },
  { id: 'light', label: 'Light', colour: '#f3caa6' },
  { id: 'light-brown', label: 'Light brown', colour: '#dca97c' },
  { id: 'medium-brown', label: 'Medium brown', colour: '#bf8858' },
  { id: 'brown', label: 'Brown', colour: '#9a653c' },
  { id: 'dark-brown', label: 'Dark brown', colour: '#6e4326' },
  { id: 'deep-brown', label: 'Deep brown', colour: '#4a2b18' },
] as const;
export const heroSkinToneIds = ['very-light', 'light', 'light-brown', 'medium-brown', 'brown', 'dark-brown', 'deep-brown'] as const;
export type HeroSkinTone = (typeof heroSkinToneIds)[number];

export const heroHairStyles = [
  { id: 'short', label: 'Short' },
  { id: 'curly', label: 'Curly' },
  { id: 'long', label: 'Long' },
  { id: 'ponytail', label: 'Ponytail' },
  { id: 'braids', label: 'Braids' },
  { id: 'afro', label: 'Afro' },
] as const;
export const heroHairStyleIds = ['short', 'curly', 'long', 'ponytail', 'braids', 'afro'] as const;
export type HeroHairStyle = (typeof heroHairStyleIds)[number];

export const heroHairColours = [
  { id: 'black', label: 'Black', colour: '#1c1917' },
  { id: 'dark-brown', label: 'Dark brown', colour: '#3b2314' },
  { id: 'brown', label: 'Brown', colour: '#7c4a1e' },
  { id: 'auburn', label: 'Auburn', colour: '#8c2f12' },
  { id: 'ginger', label: 'Ginger', colour: '#c2410c' },
  { id: 'blond', label: 'Blond', colour: '#e3b448' },
] as const;
export const heroHairColourIds = ['black', 'dark-brown', 'brown', 'auburn', 'ginger', 'blond'] as const;
export type HeroHairColour = (typeof heroHairColourIds)[number];

/** The hero's look as chosen on the create form; a part left out is picked by the story's seed. */
export interface HeroLook {
  skinTone?: HeroSkinTone;
  hairStyle?: HeroHairStyle;
  hairColour?: HeroHairColour;
}

/** The words of the create form's hero choices. */
export const heroFormWords = {
  pronounsLegend: 'Call the hero',
  lookLegend: "The hero's look",
  skinTone: 'Skin tone',
  hairStyle: 'Hair style',
  hairColour: 'Hair colour',
  /** The choice that leaves a part of the look to the story. */
  surpriseMe: 'Surprise me',
} as const;
