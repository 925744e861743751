import type { CategoryId } from '@inkspell/contracts/stories';
import { categoryLook } from '@inkspell/contracts/stories';

/** Each category's colours; `accent` is the category's own colour from the contracts. */
export interface Palette {
  skyTop: string;
  skyBottom: string;
  nightTop: string;
  nightBottom: string;
  ground: string;
  groundDark: string;
  accent: string;
  highlight: string;
  detail: string;
}

const base: Record<CategoryId, Omit<Palette, 'accent'>> = {
  adventure: {
    skyTop: '#7dd3fc',
    skyBottom: '#fef3c7',
    nightTop: '#0f172a',
    nightBottom: '#1e3a8a',
    ground: '#65a30d',
    groundDark: '#3f6212',
    highlight: '#fde047',
    detail: '#92400e',
  },
  'fairy-tale': {
    skyTop: '#f9a8d4',
    skyBottom: '#fdf2f8',
    nightTop: '#312e81',
    nightBottom: '#7e22ce',
    ground: '#86efac',
    groundDark: '#16a34a',
    highlight: '#fef08a',
    detail: '#a78bfa',
  },
  space: {
    skyTop: '#0b1026',
    skyBottom: '#312e81',
    nightTop: '#020617',
    nightBottom: '#1e1b4b',
    ground: '#94a3b8',
    groundDark: '#475569',
    highlight: '#fbbf24',
    detail: '#f472b6',
  },
  mystery: {
    skyTop: '#4c1d95',
    skyBottom: '#c4b5fd',
    nightTop: '#1e1b4b',
    nightBottom: '#4c1d95',
    ground: '#57534e',
    groundDark: '#292524',
    highlight: '#fde047',
    detail: '#a16207',
  },
  dragon: {
    skyTop: '#fb923c',
    skyBottom: '#fee2e2',
    nightTop: '#450a0a',
    nightBottom: '#7c2d12',
    ground: '#78350f',
    groundDark: '#451a03',
    highlight: '#facc15',
    detail: '#16a34a',
  },
  underwater: {
    skyTop: '#0e7490',
    skyBottom: '#67e8f9',
    nightTop: '#083344',
    nightBottom: '#155e75',
    ground: '#fde68a',
    groundDark: '#d97706',
    highlight: '#fef9c3',
    detail: '#f472b6',
  },
};

export function paletteFor(category: CategoryId): Palette {
  return { ...base[category], accent: categoryLook(category).color };
}
