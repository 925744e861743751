import { Button } from '@inkspell/ui';
import { Pause, Play, Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import welcomeUrl from '../../assets/welcome-spell.mp3';
import { nextWelcomeAudioState, welcomeAudioLabel, welcomeAudioVolume, type WelcomeAudioState } from './welcome-audio-state';

/**
 * Spell says hello: loads the welcome recording on the first press (at volume 0.7), then toggles
 * play and pause; when the recording ends the button is idle again. Playback failures are only
 * logged (spec 01 §8).
 */
export function WelcomeAudioButton() {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [state, setState] = useState<WelcomeAudioState>('idle');

  useEffect(() => () => audioRef.current?.pause(), []);

  const audio = () => {
    if (!audioRef.current) {
      const element = new Audio(welcomeUrl);
      element.volume = welcomeAudioVolume;
      element.addEventListener('ended', () => {
        element.currentTime = 0;
        setState((current) => nextWelcomeAudioState(current, 'ended'));
      });
      audioRef.current = element;
    }
    return audioRef.current;
  };

  const play = (element: HTMLAudioElement) =>
    element.play().then(
      () => setState((current) => nextWelcomeAudioState(current, 'started')),
      (error: unknown) => {
        console.error('Welcome audio could not play', error);
        setState((current) => nextWelcomeAudioState(current, 'failed'));
      },
    );

  const press = () => {
    const next = nextWelcomeAudioState(state, 'press');
    setState(next);
    const element = audio();
    if (next === 'paused') element.pause();
    else if (next === 'loading' && state === 'idle') void play(element);
    else if (next === 'playing') void play(element);
  };

  const Icon = state === 'playing' ? Pause : state === 'paused' ? Play : Volume2;
  return (
    <Button
      variant="secondary"
      size="lg"
      onClick={press}
      loading={state === 'loading'}
      aria-pressed={state === 'playing'}
      data-testid="welcome-audio"
      data-state={state}
    >
      {state !== 'loading' && <Icon size={20} aria-hidden="true" />}
      {welcomeAudioLabel[state]}
    </Button>
  );
}
