import { categoryAliases } from '@inkspell/contracts/values';
import type { CategoryId } from '@inkspell/contracts';
import { createElement } from 'react';
import { BookOpen, Fish, Flame, Heart, Map, Rocket, Search, Sparkles, type LucideIcon } from 'lucide-react';

/**
 * SVG icons for the story categories. The contracts keep an emoji per category, but emoji glyphs
 * need a colour-emoji font that many systems (Debian's Chromium among them) lack, where they show
 * as empty boxes; these icons draw the same idea everywhere.
 */
const icons: Record<CategoryId | 'friendship', LucideIcon> = {
  adventure: Map,
  'fairy-tale': Sparkles,
  space: Rocket,
  mystery: Search,
  dragon: Flame,
  underwater: Fish,
  friendship: Heart,
};

/** The icon of a category under any of its spellings; unknown ones get a book (spec 01 §3). */
export function categoryIcon(category: string): LucideIcon {
  const id = categoryAliases[category] ?? category;
  return (icons as Record<string, LucideIcon | undefined>)[id] ?? BookOpen;
}

export interface CategoryIconProps {
  category: string;
  size?: number;
  className?: string;
}

/** Draws a category's icon; decorative, since the category name is always written beside it. */
export function CategoryIcon({ category, size = 24, className }: CategoryIconProps) {
  // createElement: the icon is one of the fixed components above, picked by data, not made during render.
  return createElement(categoryIcon(category), { size, className, 'aria-hidden': true, focusable: false });
}
