/**
 * The waiting animation (spec 01 §4, §9): an ink bottle that tips, empties into the story, returns,
 * stands upright, refills and sparkles, on a 10-second loop with changes at 0.5, 1.5, 4, 5.2, 5.5, 8 and 9 s.
 */
export const waitingLoopMs = 10_000;

export type WaitingPhase = 'initial' | 'tipping' | 'emptying' | 'returning' | 'upright' | 'refilling' | 'complete';

/** Each phase with the moment (ms into the loop) it starts. At 9 s the bottle rests until the loop begins again. */
export const waitingTimeline: readonly { atMs: number; phase: WaitingPhase }[] = [
  { atMs: 0, phase: 'initial' },
  { atMs: 500, phase: 'tipping' },
  { atMs: 1500, phase: 'emptying' },
  { atMs: 4000, phase: 'returning' },
  { atMs: 5200, phase: 'upright' },
  { atMs: 5500, phase: 'refilling' },
  { atMs: 8000, phase: 'complete' },
  { atMs: 9000, phase: 'initial' },
];

function positionInLoop(elapsedMs: number): number {
  return ((elapsedMs % waitingLoopMs) + waitingLoopMs) % waitingLoopMs;
}

/** The phase shown `elapsedMs` after the animation started. */
export function waitingPhaseAt(elapsedMs: number): WaitingPhase {
  const at = positionInLoop(elapsedMs);
  let phase: WaitingPhase = 'initial';
  for (const step of waitingTimeline) if (at >= step.atMs) phase = step.phase;
  return phase;
}

/** Milliseconds from `elapsedMs` until the next phase change (so the view re-renders only on changes). */
export function msUntilNextPhase(elapsedMs: number): number {
  const at = positionInLoop(elapsedMs);
  const next = waitingTimeline.find((step) => step.atMs > at);
  return (next ? next.atMs : waitingLoopMs) - at;
}

/** What Spell is doing in each phase, read out to screen readers and shown under the bottle. */
export const waitingPhaseText: Record<WaitingPhase, string> = {
  initial: 'Spell picks up the magic ink...',
  tipping: 'Tipping the ink bottle...',
  emptying: 'Pouring ink into your story...',
  returning: 'Words are swirling onto the page...',
  upright: 'Checking every sentence...',
  refilling: 'Refilling the bottle with fresh magic...',
  complete: 'Sprinkling the final sparkles...',
};
