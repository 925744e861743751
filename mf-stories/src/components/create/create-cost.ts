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

/**
 * Ink is short only when the balance is known and below the price. An unknown balance (`inkCount: null`: the
 * ink service did not answer the accounts service in time, which happens under load) leaves the create button
 * on; if the balance really is short, the server answers 402 and the page says how much is needed. Counting
 * unknown as 0 told a family with ink "You need 3 ink" for the 30 s the user stays cached.
 */
export function isInkShort(inkCount: number | null | undefined, cost: number): boolean {
  return inkCount !== null && inkCount !== undefined && inkCount < cost;
}
