import { inkCosts } from '@inkspell/contracts';

export const holdStates = ['held', 'captured', 'released'] as const;
export type HoldState = (typeof holdStates)[number];
export type SettledState = Exclude<HoldState, 'held'>;

/**
 * What settling a hold towards `target` means in its current state: post the movement, answer that it is
 * already done (a retry or redelivery), or refuse (it was settled the other way).
 */
export function settleDecision(state: HoldState, target: SettledState): 'post' | 'done' | 'refuse' {
  if (state === 'held') return 'post';
  return state === target ? 'done' : 'refuse';
}

/** When a hold made at `now` for `ttlSeconds` expires. */
export function holdExpiry(now: Date, ttlSeconds: number): Date {
  return new Date(now.getTime() + ttlSeconds * 1000);
}

/**
 * A narration that failed gives its ink back once the story's hold is captured. Before the capture the
 * event waits (redelivered later); after a release there is nothing left to give back.
 */
export function narrationRefundDecision(state: HoldState): 'post' | 'not-yet' | 'nothing' {
  if (state === 'captured') return 'post';
  return state === 'held' ? 'not-yet' : 'nothing';
}

/** The narration's share of a hold: its price, never more than the hold itself. */
export function narrationRefundAmount(holdAmount: number): number {
  return Math.min(inkCosts.audio, holdAmount);
}
