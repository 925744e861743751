import type { SpeechOptions, EspeakVoice } from './espeak-voice';
import { encodeMp3, mp3LeadSamples } from './mp3-encoder';
import type { TimedWord } from './narration-timings';
import { sentencesOf, settle, spreadWords, voicedSpan } from './narration-timings';
import { readAlongNote, toWebVtt } from './webvtt';

export interface RenderOptions extends SpeechOptions {
  /** MP3 bit rate. */
  kbps: number;
  /** Extra silence after a paragraph, so a new paragraph sounds like one. */
  paragraphPauseSeconds: number;
}

export interface RenderedNarration {
  mp3: Uint8Array;
  durationSeconds: number;
  /** The read-along file: one cue per word. */
  vtt: string;
  /** Where each sentence starts in the recording as players decode it, in seconds. */
  sentenceStarts: number[];
}

/** Anything quieter than this everywhere is silence, not speech: a silent MP3 is never stored. */
const audible = 64;

/**
 * Spell's narration of `text`: each sentence is spoken on its own and the samples are laid end to end, so
 * the offset where a sentence starts is exact; its words are spread over the sentence's voiced part. Runs
 * synchronously for seconds: call it on the narration thread (espeak-worker.ts), never on the event loop.
 */
export function renderNarration(voice: EspeakVoice, text: string, options: RenderOptions): RenderedNarration {
  const sentences = sentencesOf(text);
  const parts: Int16Array[] = [];
  const words: TimedWord[] = [];
  const sentenceStarts: number[] = [];
  let sampleRate = 0;
  // Counted in samples as the MP3 plays them, so a timing is when the listener hears the word.
  let offset = mp3LeadSamples;
  for (const [index, sentence] of sentences.entries()) {
    const speech = voice.speak(sentence.words.join(' '), options);
    sampleRate ||= speech.sampleRate;
    if (speech.sampleRate !== sampleRate) throw new Error('espeak-ng changed its sample rate between sentences');
    const { first, last } = voicedSpan(speech.samples);
    sentenceStarts.push(offset / sampleRate);
    words.push(...spreadWords(sentence.words, (offset + first) / sampleRate, (offset + last) / sampleRate));
    parts.push(speech.samples);
    offset += speech.samples.length;
    if (sentence.endsParagraph && index < sentences.length - 1) {
      const pause = new Int16Array(Math.round(options.paragraphPauseSeconds * sampleRate));
      parts.push(pause);
      offset += pause.length;
    }
  }
  const samples = new Int16Array(offset - mp3LeadSamples);
  let at = 0;
  for (const part of parts) {
    samples.set(part, at);
    at += part.length;
  }
  if (!samples.some((s) => s > audible || s < -audible)) throw new Error('espeak-ng produced no speech for this text');
  return {
    mp3: encodeMp3(samples, sampleRate, options.kbps),
    durationSeconds: samples.length / sampleRate,
    vtt: toWebVtt(settle(words), readAlongNote),
    sentenceStarts,
  };
}
