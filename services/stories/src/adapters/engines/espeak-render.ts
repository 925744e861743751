import type { EspeakVoice } from './espeak-voice';
import { encodeMp3, mp3LeadSamples } from './mp3-encoder';
import type { NarrationPace } from './narration-pace';
import type { TextSentence, TimedWord } from './narration-timings';
import { sentencesOf, settle, spreadWords, voicedSpan } from './narration-timings';
import { readAlongNote, toWebVtt } from './webvtt';

export interface RenderOptions {
  /** An espeak-ng voice with variant, e.g. en-us+f3. */
  voice: string;
  /** MP3 bit rate. */
  kbps: number;
  /** How fast the recording should measure and the silences between sentences and paragraphs. */
  pace: NarrationPace;
}

export interface RenderedNarration {
  mp3: Uint8Array;
  durationSeconds: number;
  /** The read-along file: one cue per word. */
  vtt: string;
  /** Where each sentence starts in the recording as players decode it, in seconds. */
  sentenceStarts: number[];
}

/**
 * espeak-ng's `-s` is near words per minute but not exactly: our stories spoken at -s 100, 120 and 145 measured
 * 1-6 % more words a minute (its own pause after each sentence included), about 3 % on average (ADR 0034).
 */
const wordsPerMinutePerEspeakRate = 1.03;
/** espeak-ng's slowest rate; faster than the upper bound a voice stops sounding like a bedtime story. */
const espeakRateBounds = { min: 80, max: 200 } as const;

/** The silence after each sentence of the text: a sentence pause inside a paragraph, a paragraph pause after it. */
export function pausesAfter(sentences: readonly TextSentence[], pace: NarrationPace): number[] {
  return sentences.map((sentence, index) => {
    if (index === sentences.length - 1) return 0;
    return sentence.endsParagraph ? pace.paragraphPauseSeconds : pace.sentencePauseSeconds;
  });
}

/** How far a later sentence's rate may move from the first one's, so the voice never lurches. */
const rateDrift = 0.15;

/**
 * The `-s` rate for the sentences from `from` on, so that the whole recording, the added pauses included, measures
 * the pace's words per minute: the time the pace allows for the whole text, less what is already spoken
 * (`spokenSeconds`) and the pauses still to come, is what the voice has to say the remaining words in. Called before
 * every sentence with what was really spoken, the rate corrects for what a fixed rate cannot know: espeak-ng's own
 * silence after each sentence, which weighs more in a text of short sentences.
 */
export function espeakRateFor(sentences: readonly TextSentence[], pace: NarrationPace, from = 0, spokenSeconds = 0): number {
  const count = (list: readonly TextSentence[]) => list.reduce((sum, s) => sum + s.words.length, 0);
  const allWords = count(sentences);
  const words = count(sentences.slice(from));
  const pauseSeconds = pausesAfter(sentences, pace)
    .slice(from)
    .reduce((sum, p) => sum + p, 0);
  const speakingSeconds = (allWords / pace.wordsPerMinute) * 60 - spokenSeconds - pauseSeconds;
  const wanted = words > 0 && speakingSeconds > 0 ? ((words / speakingSeconds) * 60) / wordsPerMinutePerEspeakRate : espeakRateBounds.max;
  const first = from === 0 ? wanted : espeakRateFor(sentences, pace);
  const steady = Math.min(first * (1 + rateDrift), Math.max(first * (1 - rateDrift), wanted));
  return Math.round(Math.min(espeakRateBounds.max, Math.max(espeakRateBounds.min, steady)));
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
  const pauses = pausesAfter(sentences, options.pace);
  const parts: Int16Array[] = [];
  const words: TimedWord[] = [];
  const sentenceStarts: number[] = [];
  let sampleRate = 0;
  // Counted in samples as the MP3 plays them, so a timing is when the listener hears the word.
  let offset = mp3LeadSamples;
  for (const [index, sentence] of sentences.entries()) {
    const spokenSeconds = sampleRate ? (offset - mp3LeadSamples) / sampleRate : 0;
    const wordsPerMinute = espeakRateFor(sentences, options.pace, index, spokenSeconds);
    const spoken = voice.speak(sentence.words.join(' '), { voice: options.voice, wordsPerMinute });
    sampleRate ||= spoken.sampleRate;
    if (spoken.sampleRate !== sampleRate) throw new Error('espeak-ng changed its sample rate between sentences');
    const { first, last } = voicedSpan(spoken.samples);
    sentenceStarts.push(offset / sampleRate);
    // The words sit on the sentence's own samples, so the pauses after it move every later word with the audio.
    words.push(...spreadWords(sentence.words, (offset + first) / sampleRate, (offset + last) / sampleRate));
    parts.push(spoken.samples);
    offset += spoken.samples.length;
    const pause = new Int16Array(Math.round((pauses[index] ?? 0) * sampleRate));
    parts.push(pause);
    offset += pause.length;
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
