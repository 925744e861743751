import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoryPiece, StoryRequest } from '../../src/domain/engines';
import { EngineError } from '../../src/domain/engines';
import { OpenAIStoryEngine } from '../../src/adapters/engines/openai-story-engine';
import type { FakeOpenAI } from '../support/fake-openai';
import { chatAnswer, defaultStory, startFakeOpenAI, storyAnswerText } from '../support/fake-openai';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.setLatencies({ chatFirstTokenMs: 0, chatTotalMs: 0 });
});

const engine = () => new OpenAIStoryEngine({ apiKey: 'sk-test', baseURL: fake.baseURL, maxRetries: 0 });
const request: StoryRequest = {
  seed: 's',
  category: 'space',
  characterName: 'Mia',
  prompt: 'A tiny star falls into the backyard',
  ageGroup: '3-6',
  length: 'short',
  mode: 'full',
};
const story = defaultStory('Mia');

/** Writes the story, keeping every piece with the time it arrived. */
async function written(request_: StoryRequest = request) {
  const pieces: (StoryPiece & { at: number })[] = [];
  const started = Date.now();
  const result = await engine().write(request_, (piece) => {
    pieces.push({ ...piece, at: Date.now() - started });
    return Promise.resolve();
  });
  return { result, pieces, totalMs: Date.now() - started };
}

/** The EngineError a call ends in (the test fails if it resolves or throws anything else). */
async function engineFailure(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

describe('OpenAI story engine, streamed', () => {
  it('asks for a streamed answer and passes on the title, then every paragraph in order', async () => {
    const { result, pieces } = await written();
    expect(pieces.map(({ at: _, ...piece }) => piece)).toEqual([
      { kind: 'title', title: story.title },
      ...story.paragraphs.map((text, index) => ({ kind: 'paragraph', index, text })),
    ]);
    expect(result.title).toBe(story.title);
    expect(result.content).toBe(story.paragraphs.join('\n\n'));
    expect(result.wordCount).toBe(result.content.split(/\s+/).length);
    expect(result.preview.length).toBeLessThanOrEqual(153);
    expect(result.metadata).toMatchObject({
      setting: story.setting,
      openThread: story.openThread,
      heroLook: story.heroLook,
      engine: 'openai',
      skeletonId: 'openai',
    });

    const [sent] = fake.requests;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.body).toMatchObject({ model: 'gpt-4o-mini', stream: true });
    expect(sent?.body).not.toHaveProperty('response_format');
    const prompt = JSON.stringify(sent?.body.messages);
    for (const asked of [
      'Hero: Mia',
      // No pronouns chosen: the form's default.
      String.raw`Call the hero \"they/them/their\"`,
      'A tiny star falls into the backyard',
      'about 330 words',
      'Space',
      '3-6 years',
      'Title: ',
      'Hero look: ',
      // The page shows the first paragraph as soon as it is complete and checked: a short one comes first.
      'a single sentence of at most ten words',
    ])
      expect(prompt).toContain(asked);
  });

  it('passes each paragraph on while the model is still writing the rest', async () => {
    fake.setLatencies({ chatFirstTokenMs: 50, chatTotalMs: 600 });
    const { pieces, totalMs } = await written();
    expect(totalMs).toBeGreaterThanOrEqual(550);
    const first = pieces.find((p) => p.kind === 'paragraph')!;
    // The first paragraph is about a tenth of the answer: it arrives long before the last token.
    expect(first.at).toBeLessThan(totalMs - 300);
    const times = pieces.map((p) => p.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)! - times[1]!).toBeGreaterThan(200);
  });

  it('tells the model which thread and setting a sequel continues', async () => {
    await engine().generate({
      ...request,
      previous: {
        title: 'Chapter One',
        content: 'Once upon a time...',
        characterName: 'Mia',
        heroPronouns: 'she',
        category: 'space',
        setting: 'Comet Cove',
        openThread: 'a humming pebble',
      },
      // The first chapter's pronouns win: a sequel keeps its hero.
      heroPronouns: 'he',
    });
    const prompt = JSON.stringify(fake.requests[0]?.body.messages);
    for (const asked of ['Comet Cove', 'a humming pebble', 'Chapter One', 'Once upon a time...', String.raw`Call the hero \"she/her\"`])
      expect(prompt).toContain(asked);
  });

  it('asks for the look chosen on the form and keeps it in the hero description every picture repeats', async () => {
    const result = await engine().generate({ ...request, heroLook: { skinTone: 'dark-brown', hairStyle: 'afro' } });
    expect(JSON.stringify(fake.requests[0]?.body.messages)).toContain('The hero has dark brown skin and an afro');
    expect(result.metadata.heroLook).toContain('dark brown skin and an afro');
  });

  it('asks a preview for about a hundred words, ending on a cliffhanger, in one answer', async () => {
    const preview = await engine().generate({ ...request, mode: 'preview' });
    expect(preview.content.split('\n\n')).toHaveLength(3);
    const prompt = JSON.stringify(fake.requests[0]?.body.messages);
    expect(prompt).toContain('about 100 words');
    expect(prompt).toContain('free preview');
    expect(fake.requests).toHaveLength(1);
  });

  it('reads what models do despite the instructions: Markdown marks, quotes, single line breaks, no blank lines', async () => {
    fake.answer(
      '/v1/chat/completions',
      chatAnswer(
        '**Title:** "Mia and the Star"\nMia looked up.\nA star fell.\n\n\n  The end.  \n---\n**Setting:** Comet Cove\n- Open thread: a humming pebble\nHero look: Mia, a small child in a red coat\nMood: sleepy',
      ),
    );
    const { result, pieces } = await written();
    expect(result.title).toBe('Mia and the Star');
    expect(pieces.filter((p) => p.kind === 'paragraph').map((p) => (p.kind === 'paragraph' ? p.text : ''))).toEqual([
      'Mia looked up.',
      'A star fell.',
      'The end.',
    ]);
    expect(result.content).toBe('Mia looked up.\n\nA star fell.\n\nThe end.');
    expect(result.metadata).toMatchObject({
      setting: 'Comet Cove',
      openThread: 'a humming pebble',
      heroLook: 'Mia, a small child in a red coat',
    });
  });

  const good = { ...story, paragraphs: ['Mia looked up.', 'A star fell.'] };
  it.each([
    ['an answer that does not begin with a title', chatAnswer('Once upon a time there was Mia.\n\nThe end.\n---\nSetting: x')],
    ['a title and nothing else', chatAnswer('Title: Mia')],
    ['no paragraphs', chatAnswer(storyAnswerText({ ...good, paragraphs: [] }))],
    ['no "---" and notes', chatAnswer('Title: Mia\n\nMia looked up.\n\nA star fell.')],
    ['a missing hero look', chatAnswer(storyAnswerText({ ...good, heroLook: '' }))],
    ['a missing setting', chatAnswer(storyAnswerText(good).replace(/^Setting: .*$/m, ''))],
    ['an empty answer', chatAnswer('')],
    ['no content at all', chatAnswer(null)],
    ['a story cut off at the token limit', chatAnswer(storyAnswerText(good), 'length')],
    ['a story stopped by the content filter', chatAnswer(storyAnswerText(good), 'content_filter')],
  ])('turns %s into a malformed-answer engine error', async (_, reply) => {
    fake.answer('/v1/chat/completions', reply);
    const error = await engineFailure(engine().write(request, () => Promise.resolve()));
    expect(error).toMatchObject({ engine: 'story', reason: 'malformed-answer' });
  });

  it('stops reading at a malformed start, without waiting for the rest of the answer', async () => {
    fake.setLatencies({ chatFirstTokenMs: 20, chatTotalMs: 2_000 });
    fake.answer('/v1/chat/completions', chatAnswer(`Once upon a time.\n${'word '.repeat(200)}`));
    const started = Date.now();
    const error = await engineFailure(engine().write(request, () => Promise.resolve()));
    expect(error.reason).toBe('malformed-answer');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('stops writing when a piece is refused, and passes that error on as it is', async () => {
    fake.setLatencies({ chatFirstTokenMs: 10, chatTotalMs: 1_500 });
    const refused = new Error('that paragraph is not for children');
    const pieces: StoryPiece[] = [];
    const started = Date.now();
    const error = await engine()
      .write(request, (piece) => {
        pieces.push(piece);
        return piece.kind === 'paragraph' && piece.index === 1 ? Promise.reject(refused) : Promise.resolve();
      })
      .catch((e: unknown) => e);
    expect(error).toBe(refused);
    expect(pieces.map((p) => p.kind)).toEqual(['title', 'paragraph', 'paragraph']);
    expect(Date.now() - started).toBeLessThan(1_200);
  });

  it('turns an HTTP 500 into a provider-failed engine error', async () => {
    fake.answer('/v1/chat/completions', { status: 500, json: { error: { message: 'boom', type: 'server_error' } } });
    const error = await engineFailure(engine().generate(request));
    expect(error).toMatchObject({ engine: 'story', reason: 'provider-failed' });
    expect(error.message).toContain('HTTP 500');
  });

  it('turns a stream cut off before the model finished into a provider-failed engine error', async () => {
    const chunk = (content: string) =>
      `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
    const cut = storyAnswerText({ ...story, paragraphs: ['Mia looked up.'] });
    fake.answer('/v1/chat/completions', { status: 200, contentType: 'text/event-stream', body: chunk(cut) });
    const error = await engineFailure(engine().write(request, () => Promise.resolve()));
    expect(error).toMatchObject({ engine: 'story', reason: 'provider-failed' });
  });

  it('gives up on an answer that stalls past its deadline, as a provider failure', async () => {
    fake.setLatencies({ chatFirstTokenMs: 10, chatTotalMs: 3_000 });
    const impatient = new OpenAIStoryEngine({ apiKey: 'sk-test', baseURL: fake.baseURL, maxRetries: 0 }, 'gpt-4o-mini', 300);
    const started = Date.now();
    const error = await engineFailure(impatient.write(request, () => Promise.resolve()));
    expect(error.reason).toBe('provider-failed');
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
