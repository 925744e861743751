/** The welcome-audio button's states (spec 01 §4): idle, loading, playing, paused. */
export type WelcomeAudioState = 'idle' | 'loading' | 'playing' | 'paused';

export type WelcomeAudioEvent = 'press' | 'started' | 'ended' | 'failed';

/** Pressing starts, pauses or resumes; the end of the recording (or a failure) returns to idle. */
export function nextWelcomeAudioState(state: WelcomeAudioState, event: WelcomeAudioEvent): WelcomeAudioState {
  switch (event) {
    case 'press':
      if (state === 'playing') return 'paused';
      if (state === 'loading') return 'loading';
      return state === 'paused' ? 'playing' : 'loading';
    case 'started':
      return state === 'loading' ? 'playing' : state;
    case 'ended':
    case 'failed':
      return 'idle';
  }
}

export const welcomeAudioLabel: Record<WelcomeAudioState, string> = {
  idle: "Hear Spell's Welcome",
  loading: 'Loading',
  playing: 'Pause',
  paused: 'Play',
};

/** The narrator speaks a little softer than full volume (spec 01 §9). */
export const welcomeAudioVolume = 0.7;
