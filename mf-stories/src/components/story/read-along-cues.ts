/** When one word is spoken, in seconds of the recording (a WebVTT cue's start and end). */
export interface WordCue {
  start: number;
  end: number;
}

/**
 * The word being read at `time`: the last cue that has started. Between two words (a breath, a full stop) the word
 * just spoken stays current, so the highlight does not flicker off; before the first word, none (-1). Cues come in
 * order (the narrator writes them so), so this is a binary search.
 */
export function wordAt(cues: readonly WordCue[], time: number): number {
  let low = 0;
  let high = cues.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((cues[mid]?.start ?? Infinity) <= time) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** Where clicking word N seeks to: its start, a hair inside so the lookup lands on it and not the word before. */
export function seekTimeOfWord(cues: readonly WordCue[], word: number): number | undefined {
  const cue = cues[word];
  return cue ? cue.start + Math.min(0.005, (cue.end - cue.start) / 2) : undefined;
}

/** The browser's parsed cues (a <track>'s TextTrackCueList) as plain start/end pairs. */
export function cuesOf(list: { length: number; [index: number]: { startTime: number; endTime: number } } | null): WordCue[] {
  const cues: WordCue[] = [];
  for (let i = 0; i < (list?.length ?? 0); i++) {
    const cue = list?.[i];
    if (cue) cues.push({ start: cue.startTime, end: cue.endTime });
  }
  return cues;
}

/** Whether a word's box is outside the comfortable middle of the viewport, so auto-scroll should bring it back. */
export function isOutOfView(box: { top: number; bottom: number }, viewportHeight: number, margin = 80): boolean {
  return box.top < margin || box.bottom > viewportHeight - margin;
}
