import { Headphones, Pause, Play, RotateCcw } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { formatClock, nextPlayerState, seekTime, type PlayerState } from './audio-player-state';
import styles from './AudioPlayer.module.css';

/** The narrator starts a little softer than full volume (spec 01 §9). */
const startVolume = 0.7;
const keyboardSeekSeconds = 5;

/**
 * Spell reads the story aloud (spec 01 §2, §4): play/pause, restart and click-to-seek on the progress
 * bar. At the end the position returns to the start. Load and playback failures are only logged (§8).
 * With `timingsUrl` the audio carries the read-along's word timings as a metadata track (use-read-along.ts
 * follows it through `audioRef`).
 */
export function AudioPlayer({
  src,
  title,
  timingsUrl = null,
  audioRef: outerRef,
}: {
  src: string;
  title: string;
  timingsUrl?: string | null;
  audioRef?: RefObject<HTMLAudioElement | null>;
}) {
  const ownRef = useRef<HTMLAudioElement>(null);
  const audioRef = outerRef ?? ownRef;
  const [state, setState] = useState<PlayerState>('loading');
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);
  const on = (event: Parameters<typeof nextPlayerState>[1]) => setState((current) => nextPlayerState(current, event));

  const play = () => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.play().catch((error: unknown) => console.error('Story audio could not play', error));
  };
  const toggle = () => (state === 'playing' ? audioRef.current?.pause() : play());
  const restart = () => {
    if (!audioRef.current) return;
    audioRef.current.currentTime = 0;
    setPosition(0);
    play();
  };
  const seekTo = (seconds: number) => {
    if (!audioRef.current) return;
    audioRef.current.currentTime = seconds;
    setPosition(seconds);
  };
  const clickBar = (event: MouseEvent<HTMLDivElement>) => {
    const bar = event.currentTarget.getBoundingClientRect();
    seekTo(seekTime(event.clientX, bar.left, bar.width, duration));
  };
  const keyBar = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: keyboardSeekSeconds, ArrowLeft: -keyboardSeekSeconds }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    seekTo(Math.min(Math.max(position + step, 0), duration));
  };

  const playing = state === 'playing';
  const percent = duration > 0 ? (position / duration) * 100 : 0;
  return (
    <section className={styles.player} aria-label={`Listen to ${title}`} data-testid="audio-player" data-state={state}>
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onLoadedMetadata={(event) => {
          event.currentTarget.volume = startVolume;
          setDuration(event.currentTarget.duration);
        }}
        onCanPlay={() => on('can-play')}
        onPlaying={() => on('playing')}
        onPause={() => on('paused')}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onEnded={(event) => {
          on('ended');
          event.currentTarget.currentTime = 0;
          setPosition(0);
        }}
        onError={(event) => console.error('Story audio could not load', event.currentTarget.error)}
      >
        {timingsUrl && <track kind="metadata" src={timingsUrl} default data-testid="read-along-track" />}
      </audio>
      <Headphones className={styles.icon} size={24} aria-hidden="true" />
      <button
        type="button"
        className={styles.play}
        onClick={toggle}
        disabled={state === 'loading'}
        aria-label={playing ? 'Pause narration' : 'Play narration'}
      >
        {playing ? <Pause size={22} aria-hidden="true" /> : <Play size={22} aria-hidden="true" />}
      </button>
      <button type="button" className={styles.restart} onClick={restart} disabled={state === 'loading'} aria-label="Restart narration">
        <RotateCcw size={18} aria-hidden="true" />
      </button>
      <div className={styles.track}>
        <div
          className={styles.bar}
          role="slider"
          tabIndex={0}
          aria-label="Narration position"
          aria-valuemin={0}
          aria-valuemax={Math.round(duration)}
          aria-valuenow={Math.round(position)}
          aria-valuetext={`${formatClock(position)} of ${formatClock(duration)}`}
          onClick={clickBar}
          onKeyDown={keyBar}
          data-testid="audio-progress"
        >
          <div className={styles.fill} style={{ width: `${percent}%` }} />
        </div>
        <p className={styles.time}>
          <span>{state === 'loading' ? 'Loading narration...' : formatClock(position)}</span>
          <span>{formatClock(duration)}</span>
        </p>
      </div>
    </section>
  );
}
