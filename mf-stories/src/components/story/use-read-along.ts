import { useCallback, useEffect, useState, type RefObject } from 'react';
import { cuesOf, seekTimeOfWord, wordAt, type WordCue } from './read-along-cues';

export interface ReadAlong {
  /** The cue number of the word being read, -1 when none (before the first word, or no timings). */
  current: number;
  /** True while the narration plays: the reader scrolls the current word into view only then. */
  playing: boolean;
  /** Seeks the narration to a word (clicking it); playback goes on if it was playing. */
  seekToWord(word: number): void;
}

/**
 * Follows the narration with its word timings: the browser parses the WebVTT of the player's <track> (kind
 * metadata, so nothing is drawn), and the current word is looked up on every animation frame while the audio
 * plays, and on every seek (the player's progress bar, a click on a word) while it does not.
 */
export function useReadAlong(audioRef: RefObject<HTMLAudioElement | null>, timingsUrl: string | null): ReadAlong {
  const [cues, setCues] = useState<WordCue[]>([]);
  const [current, setCurrent] = useState(-1);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = audioRef.current?.querySelector('track');
    if (!timingsUrl || !element) return;
    const read = () => setCues(cuesOf(element.track.cues));
    // A metadata track loads its cues only when it is not disabled; hidden draws nothing.
    element.track.mode = 'hidden';
    if (element.readyState === HTMLTrackElement.LOADED) read();
    element.addEventListener('load', read);
    return () => element.removeEventListener('load', read);
  }, [audioRef, timingsUrl]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || cues.length === 0) return;
    let frame = 0;
    const follow = () => setCurrent(wordAt(cues, audio.currentTime));
    const tick = () => {
      follow();
      frame = requestAnimationFrame(tick);
    };
    const start = () => {
      setPlaying(true);
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      setPlaying(false);
      cancelAnimationFrame(frame);
      follow();
    };
    follow();
    if (!audio.paused) start();
    const events = { playing: start, pause: stop, ended: stop, seeked: follow, timeupdate: follow } as const;
    for (const [name, handler] of Object.entries(events)) audio.addEventListener(name, handler);
    return () => {
      cancelAnimationFrame(frame);
      for (const [name, handler] of Object.entries(events)) audio.removeEventListener(name, handler);
    };
  }, [audioRef, cues]);

  const seekToWord = useCallback(
    (word: number) => {
      const audio = audioRef.current;
      const time = seekTimeOfWord(cues, word);
      if (!audio || time === undefined) return;
      audio.currentTime = time;
      setCurrent(word);
    },
    [audioRef, cues],
  );

  return { current, playing, seekToWord };
}
