/**
 * When a friend's sign-up earns the sharer bonus ink (ADR 0027): every new friend does, up to a cap per sharer
 * in a rolling window, so a sharer cannot mint ink by registering throwaway accounts through their own links.
 */
export const referralBonusWindowDays = 30;

const dayMs = 24 * 60 * 60 * 1000;

/** The start of the rolling window that ends at `now`. */
export function bonusWindowStart(now: Date): Date {
  return new Date(now.getTime() - referralBonusWindowDays * dayMs);
}

/** Whether one more friend still earns the sharer a bonus, given the bonuses already earned in the window. */
export function isBonusDue(bonusesInWindow: number, cap: number): boolean {
  return bonusesInWindow < cap;
}
