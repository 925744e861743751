import { generatedStorySchema } from '@inkspell/contracts/stories';
import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../src/domain/engines';
import { EngineError } from '../../src/domain/engines';
import { createEngines } from '../../src/adapters/engines';
import { OfflineContentSafety } from '../../src/adapters/engines/content-safety';
import { EspeakNarrator } from '../../src/adapters/engines/espeak-narrator';
import { OfflineIllustrator } from '../../src/adapters/engines/offline-illustrator';
import { OfflineStoryEngine } from '../../src/adapters/engines/offline-story-engine';
import { OpenAIIllustrator } from '../../src/adapters/engines/openai-illustrator';
import { OpenAIModeration } from '../../src/adapters/engines/openai-moderation';
import { OpenAINarrator, speechParts } from '../../src/adapters/engines/openai-narrator';
import { OpenAIStoryEngine } from '../../src/adapters/engines/openai-story-engine';
import type { FakeOpenAI } from '../support/fake-openai';
import { chatAnswer, goodStory, startFakeOpenAI, tinyPng, toneMp3 } from '../support/fake-openai';
import { parseWebVtt } from '../support/webvtt-cues';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const options = () => ({ apiKey: 'sk-test', baseURL: fake.baseURL, maxRetries: 0 });
const request: StoryRequest = {
  seed: 's',
  category: 'space',
  characterName: 'Mia',
  prompt: 'A tiny star falls into the backyard',
  ageGroup: '3-6',
  length: 'short',
  mode: 'full',
};

/** The EngineError a call ends in (the test fails if it resolves or throws anything else). */
async function engineFailure(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

describe('OpenAI story engine', () => {
  it('asks for the story JSON schema and returns the answer checked with the contract schema', async () => {
    const story = await new OpenAIStoryEngine(options()).generate(request);
    expect(story.title).toBe(goodStory.title);
    expect(story.content.split('\n\n')).toHaveLength(3);
    expect(story.wordCount).toBe(story.content.split(/\s+/).length);
    expect(story.metadata).toMatchObject({ setting: 'Lantern Lake', openThread: goodStory.openThread, engine: 'openai' });
    expect(generatedStorySchema.safeParse(goodStory).success).toBe(true);

    const [sent] = fake.requests;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.body).toMatchObject({
      model: 'gpt-4o-mini',
      response_format: { type: 'json_schema', json_schema: { name: 'story', strict: true } },
    });
    const prompt = JSON.stringify(sent?.body.messages);
    expect(prompt).toContain('Mia');
    expect(prompt).toContain('A tiny star falls into the backyard');
    expect(prompt).toContain('about 300 words');
  });

  it('tells the model which thread and setting a sequel continues', async () => {
    await new OpenAIStoryEngine(options()).generate({
      ...request,
      previous: {
        title: 'Chapter One',
        content: 'Once upon a time...',
        characterName: 'Mia',
        category: 'space',
        setting: 'Comet Cove',
        openThread: 'a humming pebble',
      },
    });
    const prompt = JSON.stringify(fake.requests[0]?.body.messages);
    expect(prompt).toContain('Comet Cove');
    expect(prompt).toContain('a humming pebble');
    expect(prompt).toContain('Chapter One');
  });

  it.each([
    ['content that is not JSON', chatAnswer('{"title": "Half a story", "content": ')],
    ['JSON missing fields', chatAnswer(JSON.stringify({ title: 'Only a title', content: 'Some text.' }))],
    ['fields of the wrong type', chatAnswer(JSON.stringify({ ...goodStory, content: 42 }))],
    ['no content at all', chatAnswer(null)],
    ['a story cut off at the token limit', chatAnswer(JSON.stringify(goodStory), 'length')],
    ['no choices', { json: { id: 'x', object: 'chat.completion', created: 1, model: 'm', choices: [] } }],
  ])('turns %s into a malformed-answer engine error', async (_, reply) => {
    fake.answer('/v1/chat/completions', reply);
    const error = await engineFailure(new OpenAIStoryEngine(options()).generate(request));
    expect(error).toMatchObject({ engine: 'story', reason: 'malformed-answer' });
  });

  it('turns an HTTP 500 into a provider-failed engine error', async () => {
    fake.answer('/v1/chat/completions', { status: 500, json: { error: { message: 'boom', type: 'server_error' } } });
    const error = await engineFailure(new OpenAIStoryEngine(options()).generate(request));
    expect(error).toMatchObject({ engine: 'story', reason: 'provider-failed' });
    expect(error.message).toContain('HTTP 500');
  });
});

describe('OpenAI illustrator', () => {
  it('draws at least two scenes as PNGs with content-hashed names', async () => {
    const pictures = await new OpenAIIllustrator(options()).illustrate({
      seed: 's',
      category: 'dragon',
      title: 'Theo',
      characterName: 'Theo',
      scenes: 1,
    });
    expect(pictures).toHaveLength(2);
    expect(Buffer.from(pictures[0]!.bytes).equals(tinyPng)).toBe(true);
    expect(pictures[0]!.name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(fake.requests.map((r) => r.body.response_format)).toEqual(['b64_json', 'b64_json']);
    expect(String(fake.requests[0]?.body.prompt)).toContain('Theo');
  });

  it.each([
    ['an answer without image data', { json: { created: 1, data: [{ url: 'https://example.invalid/x.png' }] } }, 'malformed-answer'],
    [
      'data that is not a PNG',
      { json: { created: 1, data: [{ b64_json: Buffer.from('<html>').toString('base64') }] } },
      'malformed-answer',
    ],
    ['an HTTP 500', { status: 500, json: { error: { message: 'boom' } } }, 'provider-failed'],
  ])('turns %s into an engine error', async (_, reply, reason) => {
    fake.answer('/v1/images/generations', reply);
    const error = await engineFailure(
      new OpenAIIllustrator(options()).illustrate({ seed: 's', category: 'dragon', title: 'T', characterName: 'Theo', scenes: 2 }),
    );
    expect(error).toMatchObject({ engine: 'illustrator', reason });
  });
});

describe('OpenAI narrator', () => {
  it('speaks a story a sentence per request and joins the parts into one playable MP3 with read-along timings exact at each sentence', async () => {
    const sentence = 'Mia looked up at the stars and smiled at the moon.';
    const paragraph = Array.from({ length: 3 }, (_, i) => `${sentence} It was night ${i + 1}!`).join(' ');
    const text = ['The Moon.', paragraph, paragraph, 'The end.'].join('\n\n');
    const parts = speechParts(text);
    const sentences = paragraph.match(/[^.!]+[.!]/g)!.map((s) => s.trim());
    expect(parts).toEqual(['The Moon.', ...sentences, ...sentences, 'The end.']);

    // Spoken at 150 words a minute (one recording per sentence length: encoding MP3 takes a while).
    const wordsOf = (input: string) => input.split(/\s+/).filter(Boolean).length;
    const recordings = new Map<number, Uint8Array>();
    const spoken = (input: string) =>
      recordings.get(wordsOf(input)) ?? recordings.set(wordsOf(input), toneMp3(wordsOf(input) / 2.5)).get(wordsOf(input))!;
    fake.answer('/v1/audio/speech', (body) => ({ body: spoken(String(body.input)), contentType: 'audio/mpeg' }));
    const narration = await new OpenAINarrator(options()).narrate(text);
    // Requests run a few at once, so they may arrive in any order; each part is asked for once.
    expect(fake.requests.map((r) => r.body.input).sort()).toEqual([...parts].sort());
    expect(fake.requests[0]?.body).toMatchObject({ voice: 'nova', response_format: 'mp3' });
    const decoder = new MPEGDecoder();
    await decoder.ready;
    const decodedSeconds = (bytes: Uint8Array) => {
      const decoded = decoder.decode(bytes);
      return decoded.samplesDecoded / decoded.sampleRate;
    };
    const seconds = decodedSeconds(narration.bytes);
    // What each part plays for, decoded on its own: the sentence starts are their running sums.
    const partSeconds = parts.map((part) => decodedSeconds(spoken(part)));
    decoder.free();
    expect(seconds).toBeGreaterThan(wordsOf(text) / 2.5);
    expect(narration.name).toMatch(/^[0-9a-f]{32}\.mp3$/);
    // The duration is counted from the MP3 frames of each part.
    expect(narration.durationSeconds).toBeCloseTo(seconds, 1);
    const { cues } = parseWebVtt(new TextDecoder().decode(narration.timings!.bytes));
    expect(cues.map((c) => c.text)).toEqual(text.split(/\s+/).filter(Boolean));
    expect(cues[0]!.start).toBe(0);
    expect(cues.at(-1)!.end).toBeCloseTo(narration.durationSeconds!, 1);
    // Each sentence's first word starts exactly where the sentences before it end (to WebVTT's millisecond).
    let word = 0;
    let start = 0;
    for (const [i, part] of parts.entries()) {
      expect(cues[word]!.text).toBe(part.split(' ')[0]);
      expect(Math.abs(cues[word]!.start - start)).toBeLessThanOrEqual(0.0005 + 1e-9);
      word += wordsOf(part);
      start += partSeconds[i]!;
    }
    for (const [i, cue] of cues.entries()) {
      expect(cue.end).toBeGreaterThan(cue.start);
      if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[i - 1]!.end);
    }
  }, 60_000);

  it('splits a sentence above the request limit at word boundaries, keeping every word', () => {
    const sentence = `${'Mia looked up at the stars and smiled at the moon and'.repeat(100).trim()} slept.`;
    const parts = speechParts(`The Moon.\n\n${sentence}`);
    expect(parts[0]).toBe('The Moon.');
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.every((p) => p.length <= 4000)).toBe(true);
    expect(parts.slice(1).join(' ')).toBe(sentence);
  });

  it.each([
    ['an answer that is not MP3', { body: '{"error": "oops"}', contentType: 'application/json' }, 'malformed-answer'],
    ['an HTTP 500', { status: 500, json: { error: { message: 'boom' } } }, 'provider-failed'],
  ])('turns %s into an engine error', async (_, reply, reason) => {
    fake.answer('/v1/audio/speech', reply);
    const error = await engineFailure(new OpenAINarrator(options()).narrate('Goodnight, moon.'));
    expect(error).toMatchObject({ engine: 'narrator', reason });
  });
});

describe('OpenAI moderation', () => {
  const moderation = () => new OpenAIModeration(options(), new OfflineContentSafety());

  it('passes clean input after asking the moderation API about every field', async () => {
    expect(await moderation().check({ characterName: 'Mia', prompt: 'A kind dragon' })).toEqual({ safe: true, flaggedWords: [] });
    expect(fake.requests[0]?.body.input).toEqual(['Mia', 'A kind dragon']);
  });

  it('refuses what the model flags, with its categories, and still names words the lists catch', async () => {
    expect(await moderation().check({ prompt: 'something forbidden' })).toEqual({
      safe: false,
      flaggedWords: [],
      flaggedCategories: ['violence'],
    });
    expect(await moderation().check({ prompt: 'a forbidden gun' })).toEqual({
      safe: false,
      flaggedWords: ['gun'],
      flaggedCategories: ['violence'],
    });
  });

  it.each([
    ['the wrong number of results', { json: { id: 'm', model: 'm', results: [] } }, 'malformed-answer'],
    ['an HTTP 500', { status: 500, json: { error: { message: 'boom' } } }, 'provider-failed'],
  ])('turns %s into an engine error', async (_, reply, reason) => {
    fake.answer('/v1/moderations', reply);
    const error = await engineFailure(moderation().check({ prompt: 'A kind dragon' }));
    expect(error).toMatchObject({ engine: 'safety', reason });
  });
});

describe('createEngines', () => {
  it('uses the offline engines when no OpenAI key is set', () => {
    const engines = createEngines({ openaiApiKey: '' });
    expect(engines.story).toBeInstanceOf(OfflineStoryEngine);
    expect(engines.illustrator).toBeInstanceOf(OfflineIllustrator);
    expect(engines.narrator).toBeInstanceOf(EspeakNarrator);
    expect(engines.safety).toBeInstanceOf(OfflineContentSafety);
  });

  it('uses OpenAI at the configured base URL when a key is set', async () => {
    const engines = createEngines({ openaiApiKey: 'sk-test', openaiBaseUrl: fake.baseURL, openaiMaxRetries: 0 });
    expect(engines.safety).toBeInstanceOf(OpenAIModeration);
    expect((await engines.story.generate(request)).title).toBe(goodStory.title);
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/chat/completions']);
  });
});
