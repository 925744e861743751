import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyListSchema, storySchema } from '@inkspell/contracts/stories';
import { startStories, storyForm, type StoriesHarness, type TestUser } from '../support/stories-harness';

let h: StoriesHarness;
let owner: TestUser;
let other: TestUser;
let storyId: string;
let fullContent: string;
beforeAll(async () => {
  h = await startStories();
  owner = h.newUser();
  other = h.newUser();
  const made = await h.client(owner).create(storyForm({ length: 'medium', includeAudio: false }));
  expect(made.status).toBe(202);
  storyId = made.body.id;
  fullContent = (await h.client(owner).get(`/api/stories/${storyId}`)).body.content;
});
afterAll(async () => {
  await h?.close();
});

const notFound = { message: 'Story not found', code: 'not_found' };

describe('who reads what of a story', () => {
  it('gives the owner the whole story with its pictures, in the contract shape', async () => {
    const res = await h.client(owner).get(`/api/stories/${storyId}`);
    expect(res.status).toBe(200);
    const story = storySchema.parse(res.body);
    expect(story).toMatchObject({
      id: storyId,
      userId: owner.id,
      isPartialContent: false,
      hasImages: true,
      characterName: 'Luna',
      category: 'space',
    });
    expect(story.imageUrls).toHaveLength(3);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 404 to another user and to an anonymous visitor without a ref, for reading and for deleting', async () => {
    for (const viewer of [h.client(other), h.client()]) {
      const res = await viewer.get(`/api/stories/${storyId}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject(notFound);
    }
    const refused = await h.client(other).delete(`/api/stories/${storyId}`);
    expect(refused.status).toBe(404);
    expect((await h.client(owner).get(`/api/stories/${storyId}`)).status).toBe(200);
  });

  it('gives an anonymous visitor with the story’s ref the first half only: no pictures, no audio', async () => {
    const { shareLink } = (await h.client(owner).get(`/api/stories/${storyId}/share-link`)).body;
    const ref = new URL(shareLink).searchParams.get('ref');
    const res = await h.client().get(`/api/stories/${storyId}?ref=${ref}`);
    expect(res.status).toBe(200);
    const story = storySchema.parse(res.body);
    expect(story.isPartialContent).toBe(true);
    expect(story.content.length).toBeGreaterThan(0);
    expect(story.content.length).toBeLessThanOrEqual(fullContent.length / 2);
    expect(fullContent.startsWith(story.content)).toBe(true);
    expect(story).toMatchObject({ imageUrls: [], hasImages: false, audioUrl: null, hasAudio: false, prompt: '', sessionId: null });
    // The second half is nowhere in the answer.
    expect(JSON.stringify(res.body)).not.toContain(fullContent.slice(-80));
  });

  it('gives a signed-in friend with the ref the whole story', async () => {
    const { shareLink } = (await h.client(owner).get(`/api/stories/${storyId}/share-link`)).body;
    const res = await h.client(other).get(`/api/stories/${storyId}?ref=${new URL(shareLink).searchParams.get('ref')}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isPartialContent: false, content: fullContent, prompt: '' });
  });

  it('answers 404 for a ref made for another story, a made-up ref, a malformed ref, and ids that are not ids', async () => {
    const second = (await h.client(owner).create(storyForm())).body.id as string;
    const { shareLink } = (await h.client(owner).get(`/api/stories/${second}/share-link`)).body;
    const refOfSecond = new URL(shareLink).searchParams.get('ref')!;
    for (const url of [
      `/api/stories/${storyId}?ref=${refOfSecond}`,
      `/api/stories/${storyId}?ref=madeUpCode12`,
      `/api/stories/${storyId}?ref=${encodeURIComponent("' or 1=1 --")}`,
      '/api/stories/not-a-uuid',
      '/api/stories/123',
      `/api/stories/${storyId.toUpperCase()}x`,
    ]) {
      const res = await h.client().get(url);
      expect(res.status, url).toBe(404);
      expect(res.body).toMatchObject(notFound);
    }
  });
});

describe('the library', () => {
  it('lists only the user’s own stories, newest first', async () => {
    const reader = h.newUser();
    const first = (await h.client(reader).create(storyForm({ characterName: 'Ada' }))).body.id;
    const second = (await h.client(reader).create(storyForm({ characterName: 'Bo' }))).body.id;
    const res = await h.client(reader).get('/api/stories');
    expect(res.status).toBe(200);
    expect(storyListSchema.parse(res.body).map((s) => s.id)).toEqual([second, first]);
    expect((await h.client().get('/api/stories')).status).toBe(401);
  });

  it('lets the owner delete a story (204), after which it is gone for everyone', async () => {
    const reader = h.newUser();
    const id = (await h.client(reader).create(storyForm())).body.id;
    const res = await h.client(reader).delete(`/api/stories/${id}`);
    expect(res.status).toBe(204);
    expect((await h.client(reader).get(`/api/stories/${id}`)).status).toBe(404);
    expect((await h.client(reader).delete(`/api/stories/${id}`)).status).toBe(404);
    expect((await h.client(reader).get('/api/stories')).body).toEqual([]);
  });
});
