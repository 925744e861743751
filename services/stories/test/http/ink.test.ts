import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineError } from '../../src/domain/engines';
import { startStories, storyForm, type StoriesHarness } from '../support/stories-harness';

let h: StoriesHarness;
/** Set by a test: the story engine fails the next request as a provider that is down. */
let engineDown = false;
beforeAll(async () => {
  h = await startStories({
    engines: (real) => ({
      ...real,
      story: {
        generate: (request) =>
          engineDown ? Promise.reject(new EngineError('story', 'provider-failed', 'provider down')) : real.story.generate(request),
        write: (request, onPiece) =>
          engineDown ? Promise.reject(new EngineError('story', 'provider-failed', 'provider down')) : real.story.write(request, onPiece),
      },
    }),
  });
});
afterAll(async () => {
  await h?.close();
});

const holdStates = (userId: string) => h.ink.holdStates(userId);

describe('ink for stories, with the real ink service', () => {
  it('spends base + art + narration once the story is saved (the hold is captured)', async () => {
    const user = h.newUser();
    const res = await h.client(user).post('/api/stories/generate', storyForm({ length: 'long', includeAudio: false }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), category: 'space', characterName: 'Luna' });
    await h.holdsSettled();
    expect(await holdStates(user.id)).toEqual(['captured']);
    expect(await h.ink.balanceOf(user.id)).toBe(5 - 4);
    expect((await h.client(user).get(`/api/stories/${res.body.id}`)).body.inkCost).toBe(4);
    expect((await h.ink.audit()).ok).toBe(true);
  });

  it('answers 402 with the ink needed when the wallet is short, and saves nothing', async () => {
    const user = h.newUser();
    await h.client(user).post('/api/stories/generate', storyForm({ length: 'short', includeAudio: false }));
    await h.outboxDrained();
    await h.holdsSettled();
    expect(await h.ink.balanceOf(user.id)).toBe(3);
    const before = await h.fingerprint();
    const res = await h.client(user).post('/api/stories/generate', storyForm({ length: 'long', includeAudio: true }));
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: 'not_enough_ink', needed: 5, balance: 3 });
    expect(await h.fingerprint()).toBe(before);
    expect(await h.ink.balanceOf(user.id)).toBe(3);
    expect(await holdStates(user.id)).toEqual(['captured']);
  });

  it('gives the held ink back when the story engine fails, and saves nothing', async () => {
    const user = h.newUser();
    const storiesBefore = await h.count('stories');
    engineDown = true;
    try {
      const res = await h.client(user).post('/api/stories/generate', storyForm({ length: 'medium', includeAudio: true }));
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ message: 'Unable to create story. Please try again.', code: 'story_engine_failed' });
    } finally {
      engineDown = false;
    }
    await h.holdsSettled();
    expect(await holdStates(user.id)).toEqual(['released']);
    expect(await h.ink.balanceOf(user.id)).toBe(5);
    expect(await h.count('stories')).toBe(storiesBefore);
    expect((await h.published('inkspell.story.generation-failed')).map((e) => e.userId)).toContain(user.id);
  });

  it('continues a story into a collection: the first part gets order 1, the chapter order 2, for 2 ink', async () => {
    const user = h.newUser();
    await h.ink.fund(user.id, 10);
    const first = (await h.client(user).post('/api/stories/generate', storyForm({ includeAudio: false }))).body.id as string;
    const res = await h.client(user).post(`/api/stories/${first}/continue`, { includeAudio: false, storyId: first });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), characterName: 'Luna' });
    const third = (await h.client(user).post(`/api/stories/${res.body.id}/continue`, {})).body.id as string;
    const library = (await h.client(user).get('/api/stories')).body as { id: string; collectionId: string; collectionOrder: number }[];
    const part = (id: string) => library.find((s) => s.id === id)!;
    expect([first, res.body.id, third].map((id) => [part(id).collectionId, part(id).collectionOrder])).toEqual([
      [first, 1],
      [first, 2],
      [first, 3],
    ]);
    await h.holdsSettled();
    expect(await h.ink.balanceOf(user.id)).toBe(15 - 2 - 2 - 2);
  });

  it('refuses a continue on someone else’s story with 404 and holds no ink', async () => {
    const owner = h.newUser();
    const stranger = h.newUser();
    const id = (await h.client(owner).post('/api/stories/generate', storyForm())).body.id as string;
    const res = await h.client(stranger).post(`/api/stories/${id}/continue`, { includeAudio: true });
    expect(res.status).toBe(404);
    expect(await holdStates(stranger.id)).toEqual([]);
  });
});
