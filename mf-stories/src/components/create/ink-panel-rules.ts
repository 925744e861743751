import { inkCosts } from '@inkspell/contracts/values';

/** 'Enough for N more stories' (spec 01 §9): the balance divided by two, rounded down; never negative. */
export function storiesAffordable(inkBalance: number | null | undefined): number {
  return Math.max(0, Math.floor((inkBalance ?? 0) / inkCosts.storiesPerBalanceDivisor));
}

export function enoughForText(inkBalance: number | null | undefined): string {
  return `Enough for ${storiesAffordable(inkBalance)} more stories`;
}
