import { inkCosts, storyInkCost, storyLengths } from '@inkspell/contracts/values';
import type { StoryLength } from '@inkspell/contracts';
import type { StoryDraft } from './story-form-state';

/**
 * What the create button charges for a draft, on the page and on the preview card alike (ADR 0022): the
 * server's own price, base by length + 1 art + 1 narration (spec 01 §9), whatever the category. Visitors never
 * see the narration option, so their stories are priced without it.
 */
export function draftCost(draft: Pick<StoryDraft, 'length' | 'includeAudio'>, isLoggedIn: boolean): number {
  return storyInkCost(draft.length, isLoggedIn && draft.includeAudio);
}

/** The parts of that price, for the preview card: 'Medium story 2 + pictures 1 + narration 1 = 4 ink'. */
export function costBreakdown(length: StoryLength, includeAudio: boolean): string {
  const base = storyLengths.find((l) => l.id === length)!;
  const parts = [
    `${base.label} story ${base.baseInk}`,
    `pictures ${inkCosts.art}`,
    ...(includeAudio ? [`narration ${inkCosts.audio}`] : []),
  ];
  return `${parts.join(' + ')} = ${storyInkCost(length, includeAudio)} ink`;
}
