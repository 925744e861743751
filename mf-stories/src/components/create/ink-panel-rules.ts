import { inkCosts } from '@inkspell/contracts/values';

/**
 * 'Enough for N more stories' (spec 01 §9): the balance divided by two, rounded down; never negative. Only a
 * known balance has a count: the panel says an unknown one is unavailable instead of counting it as 0.
 */
export function storiesAffordable(inkBalance: number): number {
  return Math.max(0, Math.floor(inkBalance / inkCosts.storiesPerBalanceDivisor));
}

export function enoughForText(inkBalance: number): string {
  return `Enough for ${storiesAffordable(inkBalance)} more stories`;
}
