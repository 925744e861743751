import type { Asset } from '../../domain/engines';
import { assetName } from './asset-name';
import type { TimedWord } from './narration-timings';

/** WebVTT's timestamp: hh:mm:ss.ttt. */
export function vttTimestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** Cue text is markup: & and < start entities and tags, and > would let a word read as a cue's "-->". */
const escapeCueText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One cue per word, without identifiers or cue settings, after a NOTE that says what the cues are. The note
 * may not hold "-->" or a blank line (either would end it), so it is kept to one plain line.
 */
export function toWebVtt(words: readonly TimedWord[], note: string): string {
  const header = `WEBVTT\n\nNOTE ${note.replace(/-->/g, '->').replace(/\s*\n\s*/g, ' ')}`;
  const cues = words.map((w) => `${vttTimestamp(w.start)} --> ${vttTimestamp(w.end)}\n${escapeCueText(w.text)}`);
  return `${[header, ...cues].join('\n\n')}\n`;
}

/** The timings as a content-addressed asset beside the recording. */
export function timingsAsset(vtt: string): Asset {
  const bytes = new TextEncoder().encode(vtt);
  return { name: assetName(bytes, 'vtt'), contentType: 'text/vtt; charset=utf-8', bytes };
}

/** What every read-along file says about itself. */
export const readAlongNote =
  'Read-along timings: one cue per word of the narrated text (the title, then the story; words are runs of non-space characters), in order.';
