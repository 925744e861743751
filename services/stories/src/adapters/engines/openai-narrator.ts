import type { AgeGroup } from '@inkspell/contracts/stories';
import { parseBuffer } from 'music-metadata';
import type OpenAI from 'openai';
import type { Narration, Narrator } from '../../domain/engines';
import { EngineError } from '../../domain/engines';
import { assetName } from './asset-name';
import { narrationPaceFor } from './narration-pace';
import type { TimedWord } from './narration-timings';
import { sentencesOf, settle, spreadWords } from './narration-timings';
import type { OpenAIOptions } from './openai-client';
import { callProvider, createOpenAIClient } from './openai-client';
import { readAlongNote, timingsAsset, toWebVtt } from './webvtt';

/** The speech endpoint takes at most 4096 characters per request; stay below it. */
const maxCharsPerRequest = 4_000;
/** Requests in flight at once for one narration: a story is many sentences, each a short request. */
const parallelRequests = 4;

/**
 * About how many words a minute OpenAI's voices read a story at speed 1.0 (a judgement from listening, not measured
 * here: the tests have no key). The speech API's `speed` (0.25-4.0) scales it to the age group's pace (ADR 0034).
 */
const openAIVoiceWordsPerMinute = 150;

/** The `speed` that brings OpenAI's voice to the age group's pace: 0.73 for 3-6, 0.87 for 7-10, 1 for 11-13. */
export function openAISpeedFor(ageGroup?: AgeGroup): number {
  return Math.round((narrationPaceFor(ageGroup).wordsPerMinute / openAIVoiceWordsPerMinute) * 100) / 100;
}

/**
 * Splits text into what is spoken one request each: a sentence (Unicode sentence boundaries, as the offline
 * narrator speaks them), or for a sentence above the request limit, runs of its words that fit. Each part's
 * duration is known from its MP3, so the read-along timings are exact at every sentence's start; the words inside
 * are spread over it (ADR 0013, ADR 0018).
 */
export function speechParts(text: string, limit = maxCharsPerRequest): string[] {
  return sentencesOf(text).flatMap(({ words }) => {
    const parts: string[] = [];
    let current = '';
    for (const word of words) {
      const piece = word.slice(0, limit);
      if (current && current.length + piece.length + 1 > limit) {
        parts.push(current);
        current = '';
      }
      current = current ? `${current} ${piece}` : piece;
    }
    if (current) parts.push(current);
    return parts;
  });
}

/** An MP3 stream starts with an ID3 tag or an MPEG frame sync. */
function looksLikeMp3(bytes: Uint8Array): boolean {
  const id3 = bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33;
  const sync = bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0;
  return bytes.length > 3 && (id3 || sync);
}

/** How long an MP3 plays, counted from its frames; undefined when they cannot be read. */
async function mp3Seconds(bytes: Uint8Array): Promise<number | undefined> {
  try {
    const { format } = await parseBuffer(bytes, { mimeType: 'audio/mpeg', size: bytes.length }, { duration: true });
    return format.duration;
  } catch {
    return undefined;
  }
}

/**
 * Spell's voice from OpenAI text-to-speech when configured. The story is spoken a sentence per request and the
 * MP3 streams are joined (MP3 frames simply follow each other); the read-along timings come from the length of
 * each part.
 */
export class OpenAINarrator implements Narrator {
  private readonly client: OpenAI;

  constructor(
    options: OpenAIOptions,
    private readonly model = 'gpt-4o-mini-tts',
    private readonly voice = 'nova',
  ) {
    this.client = createOpenAIClient(options);
  }

  async narrate(text: string, ageGroup?: AgeGroup): Promise<Narration> {
    const parts = speechParts(text);
    if (parts.length === 0) throw new EngineError('narrator', 'synthesis-failed', 'There is no text to narrate');
    const speed = openAISpeedFor(ageGroup);
    const spoken = await inOrder(parts, parallelRequests, (input) => this.speak(input, speed));
    const seconds = await Promise.all(spoken.map(mp3Seconds));
    const bytes = new Uint8Array(Buffer.concat(spoken));
    const narration: Narration = { name: assetName(bytes, 'mp3'), contentType: 'audio/mpeg', bytes };
    if (seconds.some((s) => s === undefined)) return narration;
    const words: TimedWord[] = [];
    let offset = 0;
    parts.forEach((part, i) => {
      const length = seconds[i] ?? 0;
      words.push(...spreadWords(part.split(/\s+/).filter(Boolean), offset, offset + length));
      offset += length;
    });
    return { ...narration, durationSeconds: offset, timings: timingsAsset(toWebVtt(settle(words), readAlongNote)) };
  }

  private async speak(input: string, speed: number): Promise<Uint8Array> {
    const bytes = await callProvider('narrator', async () => {
      const response = await this.client.audio.speech.create({
        model: this.model,
        voice: this.voice,
        input,
        speed,
        response_format: 'mp3',
      });
      return new Uint8Array(await response.arrayBuffer());
    });
    if (!looksLikeMp3(bytes))
      throw new EngineError('narrator', 'malformed-answer', 'The speech API answered with something that is not MP3');
    return bytes;
  }
}

/** Maps items with at most `limit` calls in flight; results keep the items' order, the first failure fails all. */
async function inOrder<T, R>(items: readonly T[], limit: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await map(items[at] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
