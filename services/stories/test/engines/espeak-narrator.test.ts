import { MPEGDecoder } from 'mpg123-decoder';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../../src/domain/engines';
import { EspeakNarrator } from '../../src/adapters/engines/espeak-narrator';
import { composeStory } from '../../src/adapters/engines/offline-story-engine';
import { assetName } from '../../src/adapters/engines/asset-name';
import { renderNarration } from '../../src/adapters/engines/espeak-render';
import { EspeakVoice } from '../../src/adapters/engines/espeak-voice';
import { countWords } from '../../src/adapters/engines/story-text';
import { parseWebVtt, type Cue } from '../support/webvtt-cues';

async function decode(mp3: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, samplesDecoded, sampleRate, errors } = decoder.decode(mp3);
    const samples = channelData[0]!;
    let sum = 0;
    for (const s of samples) sum += s * s;
    /** Loudness (root mean square, 0..1) of the decoded audio between two times in seconds. */
    const rmsBetween = (from: number, to: number) => {
      const part = samples.subarray(Math.max(0, Math.round(from * sampleRate)), Math.round(to * sampleRate));
      return Math.sqrt(part.reduce((total, s) => total + s * s, 0) / Math.max(1, part.length));
    };
    return { seconds: samplesDecoded / sampleRate, sampleRate, rms: Math.sqrt(sum / samples.length), rmsBetween, errors };
  } finally {
    decoder.free();
  }
}

describe('espeak narrator (Spell)', () => {
  it('narrates a short 7-10 story into an MP3 that decodes to speech of the expected length', { timeout: 120_000 }, async () => {
    const story = composeStory({
      seed: 'narrate',
      category: 'space',
      characterName: 'Mia',
      prompt: 'A tiny star falls into the backyard',
      ageGroup: '7-10',
      length: 'short',
      mode: 'full',
    });
    const narrator = new EspeakNarrator();
    const started = performance.now();
    const narration = await narrator.narrate(story.content);
    const computeSeconds = (performance.now() - started) / 1000;

    expect(narration.contentType).toBe('audio/mpeg');
    expect(narration.name).toBe(assetName(narration.bytes, 'mp3'));
    const audio = await decode(narration.bytes);
    expect(audio.errors).toEqual([]);
    expect(audio.sampleRate).toBe(22050);
    expect(audio.rms).toBeGreaterThan(0.02);
    // 145 words a minute plus pauses at full stops: within a generous band around words / rate.
    const expected = (story.wordCount / 145) * 60;
    expect(audio.seconds).toBeGreaterThan(expected * 0.7);
    expect(audio.seconds).toBeLessThan(expected * 1.6);
    expect(Math.abs(audio.seconds - (narration.durationSeconds ?? 0))).toBeLessThan(0.2);
    // 64 kbps mono: the file size follows the duration.
    expect(narration.bytes.byteLength).toBeGreaterThan(audio.seconds * 7000);
    expect(narration.bytes.byteLength).toBeLessThan(audio.seconds * 9000);

    // Read-along: a WebVTT file beside the MP3, one cue per word, in order, ending as the speech ends.
    expect(narration.timings).toMatchObject({ contentType: 'text/vtt; charset=utf-8' });
    expect(narration.timings!.name).toBe(assetName(narration.timings!.bytes, 'vtt'));
    const { cues, notes } = parseWebVtt(new TextDecoder().decode(narration.timings!.bytes));
    expect(notes[0]).toContain('one cue per word');
    expect(cues).toHaveLength(countWords(story.content));
    expect(cues.map((c) => c.text)).toEqual(story.content.split(/\s+/).filter(Boolean));
    expectInOrder(cues);
    expect(audio.seconds - cues.at(-1)!.end).toBeGreaterThan(0);
    expect(audio.seconds - cues.at(-1)!.end).toBeLessThan(0.5);
    console.log(
      `narration: ${story.wordCount} words → ${audio.seconds.toFixed(1)} s of audio in ${computeSeconds.toFixed(1)} s ` +
        `(${((computeSeconds / audio.seconds) * 60).toFixed(1)} s of compute per minute of audio)`,
    );
  });

  it('starts each sentence where the recording comes out of a silence, with its first word', { timeout: 60_000 }, async () => {
    const text =
      'The Lost Star.\n\nMia looked up at the sky. A tiny star was falling, slowly, into the backyard! What would she do?\n\nShe ran.';
    const rendered = renderNarration(await EspeakVoice.create(), text, {
      voice: 'en-us+f3',
      wordsPerMinute: 145,
      kbps: 64,
      paragraphPauseSeconds: 0.3,
    });
    const audio = await decode(rendered.mp3);
    const { cues } = parseWebVtt(rendered.vtt);
    expect(rendered.sentenceStarts).toHaveLength(5);
    let word = 0;
    for (const [i, start] of rendered.sentenceStarts.entries()) {
      // Silence just before (the last sentence's closing pause), speech just after.
      if (i > 0) expect(audio.rmsBetween(start - 0.15, start)).toBeLessThan(0.005);
      expect(audio.rmsBetween(start, start + 0.3)).toBeGreaterThan(0.03);
      const firstWord = cues[word]!;
      expect(firstWord.start - start).toBeGreaterThanOrEqual(0);
      expect(firstWord.start - start).toBeLessThan(0.15);
      word += [3, 6, 9, 4, 2][i]!;
    }
    expect(word).toBe(cues.length);
  });

  it('narrates several texts at once, each into its own content-named file', { timeout: 60_000 }, async () => {
    const narrator = new EspeakNarrator();
    const texts = ['Goodnight, little star.', 'Good morning, sunshine.'];
    const [short, longer] = await Promise.all(texts.map((t) => narrator.narrate(t)));
    expect(short!.name).not.toBe(longer!.name);
    for (const narration of [short!, longer!]) {
      expect(narration.name).toBe(assetName(narration.bytes, 'mp3'));
      const audio = await decode(narration.bytes);
      expect(audio.rms).toBeGreaterThan(0.02);
      expect(audio.seconds).toBeGreaterThan(0.8);
      expect(audio.seconds).toBeLessThan(5);
    }
  });

  it('reports text that yields no speech as a narrator error instead of crashing', { timeout: 60_000 }, async () => {
    const failure = await new EspeakNarrator().narrate('   ').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(EngineError);
    expect(failure).toMatchObject({ engine: 'narrator', reason: 'synthesis-failed' });
  });
});

/** Cues follow each other: each lasts a moment, none starts before the one before it ended. */
function expectInOrder(cues: Cue[]) {
  for (const [i, cue] of cues.entries()) {
    expect(cue.end).toBeGreaterThan(cue.start);
    if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[i - 1]!.end);
  }
}
