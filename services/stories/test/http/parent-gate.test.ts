import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continueInkCost, storyInkCost } from '@inkspell/contracts/stories';
import { startStories, storyForm, type StoriesHarness } from '../support/stories-harness';

let h: StoriesHarness;
beforeAll(async () => {
  h = await startStories();
});
afterAll(async () => {
  await h?.close();
});

const pin = (value: string) => ({ 'x-parent-pin': value });

describe("the parent's gate, with the real accounts and ink services over NATS", () => {
  it('refuses create, continue and delete without the right PIN with a 403, moving no ink and writing nothing', async () => {
    const user = await h.accounts.newUser({ pin: '4321' });
    const child = h.client(user);
    // A first story with the PIN, so there is something to continue and delete (and the wallet is open).
    const made = await child.create(storyForm(), pin('4321'));
    expect(made.status).toBe(202);
    await h.outboxDrained();
    await h.holdsSettled();
    const afterFirst = 5 - storyInkCost('short', false);
    expect(await h.ink.balanceOf(user.id)).toBe(afterFirst);

    const before = await h.fingerprint();
    const create = await child.create(storyForm());
    expect(create.status).toBe(403);
    expect(create.body).toMatchObject({ code: 'parent_pin_required', message: 'A grown-up needs to enter the parent PIN for this.' });
    const wrong = await child.create(storyForm(), pin('1111'));
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ code: 'parent_pin_wrong', message: 'That parent PIN is not right.' });
    expect((await child.continue(made.body.id, { includeAudio: false })).status).toBe(403);
    expect((await child.delete(`/api/stories/${made.body.id}`)).status).toBe(403);
    expect(await h.fingerprint()).toBe(before);
    expect(await h.ink.balanceOf(user.id)).toBe(afterFirst);

    const chapter = await child.continue(made.body.id, { includeAudio: false }, pin('4321'));
    expect(chapter.status).toBe(202);
    await h.outboxDrained();
    await h.holdsSettled();
    expect(await h.ink.balanceOf(user.id)).toBe(afterFirst - continueInkCost(false));
    expect((await child.delete(`/api/stories/${made.body.id}`, pin('4321'))).status).toBe(204);
    expect((await h.ink.audit()).ok).toBe(true);
  });

  it('limits wrong PINs: after 5 the right one is refused too (429) and still no ink moves', async () => {
    const user = await h.accounts.newUser({ pin: '2580' });
    const child = h.client(user);
    for (let i = 0; i < 5; i += 1) expect((await child.create(storyForm(), pin(`000${i}`))).status).toBe(403);
    const before = await h.fingerprint();
    const locked = await child.create(storyForm(), pin('2580'));
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      code: 'parent_pin_locked',
      message: 'Too many wrong parent PINs. Please wait 15 minutes and try again.',
    });
    expect(await h.fingerprint()).toBe(before);
  });

  it('keeps a new story waiting for a parent until approved on the review screen, its ink spent once', async () => {
    const user = await h.accounts.newUser({ pin: '1357', reviewStories: true });
    const child = h.client(user);
    const made = await child.create(storyForm({ includeAudio: true }), pin('1357'));
    expect(made.status).toBe(202);
    await h.outboxDrained();
    await h.holdsSettled();
    expect(await h.ink.balanceOf(user.id)).toBe(5 - storyInkCost('short', true));

    const waiting = await child.get(`/api/stories/${made.body.id}`);
    expect(waiting.body).toMatchObject({
      reviewState: 'waiting-for-parent',
      content: '',
      preview: '',
      imageUrls: [],
      audioUrl: null,
      timingsUrl: null,
    });
    const library = await child.get('/api/stories');
    expect(library.body).toEqual([expect.objectContaining({ id: made.body.id, reviewState: 'waiting-for-parent', content: '' })]);
    // Nobody else sees it, even with the id.
    expect((await h.client(h.newUser()).get(`/api/stories/${made.body.id}`)).status).toBe(404);

    expect((await child.get('/api/stories/parent-review')).status).toBe(403);
    const review = await child.get('/api/stories/parent-review', pin('1357'));
    expect(review.status).toBe(200);
    expect(review.body).toEqual([
      expect.objectContaining({ id: made.body.id, reviewState: 'waiting-for-parent', content: expect.stringMatching(/\w+/) }),
    ]);
    expect((await child.post(`/api/stories/${made.body.id}/approve`, {})).status).toBe(403);

    const approved = await child.post(`/api/stories/${made.body.id}/approve`, {}, pin('1357'));
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: made.body.id, reviewState: 'approved' });
    const readable = await child.get(`/api/stories/${made.body.id}`);
    expect(readable.body.content).toBe(review.body[0].content);
    expect(readable.body.imageUrls.length).toBeGreaterThan(0);
    expect((await child.get('/api/stories/parent-review', pin('1357'))).body).toEqual([]);
    expect(await h.ink.balanceOf(user.id)).toBe(5 - storyInkCost('short', true));
  });

  it('asks nothing of a user without a PIN (the spec as it was)', async () => {
    const user = await h.accounts.newUser();
    const made = await h.client(user).create(storyForm());
    expect(made.status).toBe(202);
    expect((await h.client(user).get(`/api/stories/${made.body.id}`)).body.reviewState).toBe('approved');
  });
});
