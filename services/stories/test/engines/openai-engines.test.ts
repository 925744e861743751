import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Engines, SceneRequest, StoryRequest } from '../../src/domain/engines';
import { EngineError } from '../../src/domain/engines';
import { createEngines, defaultOpenAIModels, engineConfigFromEnv } from '../../src/adapters/engines';
import { storiesEnv } from '../../src/env';
import { OfflineContentSafety } from '../../src/adapters/engines/content-safety';
import { EspeakNarrator } from '../../src/adapters/engines/espeak-narrator';
import { OfflineIllustrator } from '../../src/adapters/engines/offline-illustrator';
import { OfflineStoryEngine } from '../../src/adapters/engines/offline-story-engine';
import { OpenAIIllustrator } from '../../src/adapters/engines/openai-illustrator';
import { OpenAIModeration } from '../../src/adapters/engines/openai-moderation';
import { OpenAINarrator, openAISpeedFor, speechParts } from '../../src/adapters/engines/openai-narrator';
import type { FakeOpenAI } from '../support/fake-openai';
import { defaultStory, startFakeOpenAI, tinyPng, toneMp3 } from '../support/fake-openai';
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

/** What the stories environment needs besides the engines' settings. */
const requiredEnv = { GATEWAY_JWT_PUBLIC_KEY: 'unused here' };

/** One call of the illustrator, the narrator and the moderation, in that order. */
async function everyEngine(engines: Engines) {
  await engines.illustrator.drawScene({
    seed: 's',
    category: 'space',
    title: 'T',
    characterName: 'Mia',
    prompt: 'A dragon who is afraid of the dark',
    heroLook: 'Mia, a tall child',
    sceneIndex: 0,
    sceneText: 'Mia waved.',
  });
  await engines.narrator.narrate('Goodnight, moon.');
  await engines.safety.check({ prompt: 'A kind dragon' });
}

describe('OpenAI illustrator', () => {
  const scene: SceneRequest = {
    seed: 's',
    category: 'dragon',
    title: 'Theo and the Cloud Castle',
    characterName: 'Theo',
    prompt: 'A dragon who is afraid of the dark',
    heroLook: 'Theo, a small child with curly ginger hair, a purple scarf and round glasses',
    sceneIndex: 1,
    sceneText: 'Theo and Sparky flew over the misty harbour.\n\nThey landed beside a crooked lighthouse.',
  };

  it('draws one scene as a PNG: the prompt shows the passage and the hero look word for word', async () => {
    const picture = await new OpenAIIllustrator(options(), 'gpt-image-test').drawScene(scene);
    expect(picture.sceneIndex).toBe(1);
    expect(Buffer.from(picture.bytes).equals(tinyPng)).toBe(true);
    expect(picture.name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(picture.alt).toBe('Theo, from "Theo and the Cloud Castle": Theo and Sparky flew over the misty harbour.');
    const [sent] = fake.requests;
    expect(sent?.body.model).toBe('gpt-image-test');
    const prompt = String(sent?.body.prompt);
    expect(prompt).toContain(scene.heroLook);
    for (const word of ['misty harbour', 'crooked lighthouse', 'Theo and the Cloud Castle']) expect(prompt).toContain(word);
    // The gpt-image models refuse response_format (they always answer base64); DALL·E needs it.
    expect(sent?.body).not.toHaveProperty('response_format');
    await new OpenAIIllustrator(options()).drawScene(scene);
    expect(fake.requests[1]?.body).toMatchObject({ model: 'dall-e-3', response_format: 'b64_json' });
  });

  it('keeps the same hero look in every scene of a story, and cuts a long passage at a sentence', async () => {
    const illustrator = new OpenAIIllustrator(options());
    const long = Array.from({ length: 60 }, (_, i) => `Sentence number ${i} of a very long scene.`).join(' ');
    await Promise.all([0, 1, 2].map((sceneIndex) => illustrator.drawScene({ ...scene, sceneIndex, sceneText: `${long} The end.` })));
    const prompts = fake.requests.map((r) => String(r.body.prompt));
    expect(prompts).toHaveLength(3);
    for (const prompt of prompts) {
      expect(prompt).toContain(scene.heroLook);
      expect(prompt).toContain('Sentence number 0 of a very long scene.');
      expect(prompt).not.toContain('The end.');
      expect(prompt.length).toBeLessThan(4000);
    }
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
    const error = await engineFailure(new OpenAIIllustrator(options()).drawScene(scene));
    expect(error).toMatchObject({ engine: 'illustrator', reason });
  });
});

describe('OpenAI narrator', () => {
  it.each([
    ['3-6', 0.73],
    ['7-10', 0.87],
    ['11-13', 1],
  ] as const)('asks the speech API to read to %s at speed %d (issue #23)', async (ageGroup, speed) => {
    await new OpenAINarrator(options()).narrate('Goodnight, moon.', ageGroup);
    expect(fake.requests.map((r) => r.body.speed)).toEqual([speed]);
    expect(openAISpeedFor(ageGroup)).toBe(speed);
  });

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
    // No age group said: read as to 7-10, 130 of the voice's ~150 words a minute.
    expect(fake.requests[0]?.body).toMatchObject({ voice: 'nova', response_format: 'mp3', speed: 0.87 });
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

  it('uses OpenAI at the configured base URL when a key is set, with the default models', async () => {
    const engines = createEngines({ openaiApiKey: 'sk-test', openaiBaseUrl: fake.baseURL, openaiMaxRetries: 0 });
    expect(engines.safety).toBeInstanceOf(OpenAIModeration);
    expect((await engines.story.generate(request)).title).toBe(defaultStory('Mia').title);
    await everyEngine(engines);
    expect(fake.requests.map((r) => [r.path, r.body.model])).toEqual([
      ['/v1/chat/completions', 'gpt-4o-mini'],
      ['/v1/images/generations', 'dall-e-3'],
      ['/v1/audio/speech', 'gpt-4o-mini-tts'],
      ['/v1/moderations', 'omni-moderation-latest'],
    ]);
  });

  it("asks each engine's model as the environment names it", async () => {
    const env = storiesEnv.parse({
      ...requiredEnv,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_STORY_MODEL: 'story-model-x',
      OPENAI_IMAGE_MODEL: 'image-model-x',
      OPENAI_SPEECH_MODEL: 'speech-model-x',
      OPENAI_MODERATION_MODEL: 'moderation-model-x',
    });
    const engines = createEngines({ ...engineConfigFromEnv(env), openaiMaxRetries: 0 });
    await engines.story.write(request, () => Promise.resolve());
    await everyEngine(engines);
    expect(fake.requests.map((r) => [r.path, r.body.model])).toEqual([
      ['/v1/chat/completions', 'story-model-x'],
      ['/v1/images/generations', 'image-model-x'],
      ['/v1/audio/speech', 'speech-model-x'],
      ['/v1/moderations', 'moderation-model-x'],
    ]);
  });

  it('defaults the models in the environment to the ones the engines used before', () => {
    expect(storiesEnv.parse(requiredEnv)).toMatchObject({
      OPENAI_STORY_MODEL: defaultOpenAIModels.story,
      OPENAI_IMAGE_MODEL: defaultOpenAIModels.image,
      OPENAI_SPEECH_MODEL: defaultOpenAIModels.speech,
      OPENAI_MODERATION_MODEL: defaultOpenAIModels.moderation,
    });
  });
});
