/** The story audio player's states (spec 01 §4): loading, ready, playing, paused, ended. */
export type PlayerState = 'loading' | 'ready' | 'playing' | 'paused' | 'ended';

export type PlayerEvent = 'can-play' | 'playing' | 'paused' | 'ended' | 'reload';

export function nextPlayerState(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event) {
    case 'reload':
      return 'loading';
    case 'can-play':
      return state === 'loading' ? 'ready' : state;
    case 'playing':
      return 'playing';
    case 'paused':
      // The element also reports a pause when it reaches the end; the end wins.
      return state === 'ended' ? 'ended' : 'paused';
    case 'ended':
      return 'ended';
  }
}

/** Where a click on the progress bar seeks to: the clicked fraction of the bar times the duration. */
export function seekTime(clickX: number, barLeft: number, barWidth: number, duration: number): number {
  if (!(barWidth > 0) || !Number.isFinite(duration) || duration <= 0) return 0;
  const fraction = Math.min(Math.max((clickX - barLeft) / barWidth, 0), 1);
  return fraction * duration;
}

/** 75.4 s → "1:15". */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
