import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCommand } from '@inkspell/service-kit';
import { startStories, storyForm, type StoriesHarness } from '../support/stories-harness';

let h: StoriesHarness;
beforeAll(async () => {
  h = await startStories();
});
afterAll(async () => {
  await h?.close();
});

describe('commands stories answers', () => {
  it('stories.admin.list: every owned story with its owner’s username, newest first, searchable', async () => {
    const user = h.newUser();
    const first = (await h.client(user).create(storyForm({ characterName: 'Ada' }))).body.id;
    const second = (await h.client(user).create(storyForm({ characterName: 'Zed', category: 'dragon' }))).body.id;
    // An anonymous preview has no owner yet: not in the console's list.
    await h.client().post('/api/stories/preview', storyForm({ characterName: 'Nobody' }));
    const all = await sendCommand(h.deps.nc, h.deps.subjects, 'stories.admin.list', {});
    expect(all.total).toBe(2);
    expect(all.stories.map((s) => s.id)).toEqual([second, first]);
    expect(all.stories[0]).toMatchObject({
      userId: user.id,
      username: user.username,
      characterName: 'Zed',
      category: 'dragon',
      inkCost: 2,
    });
    const found = await sendCommand(h.deps.nc, h.deps.subjects, 'stories.admin.list', { search: 'ada' });
    expect(found.stories.map((s) => s.id)).toEqual([first]);
  });

  it('stories.user.list: the user’s full stories with title and ink cost, for the refund form', async () => {
    const user = h.newUser();
    const id = (await h.client(user).create(storyForm({ includeAudio: false }))).body.id;
    const answer = await sendCommand(h.deps.nc, h.deps.subjects, 'stories.user.list', { userId: user.id });
    expect(answer.stories).toEqual([{ id, title: expect.any(String), inkCost: 2 }]);
    expect((await sendCommand(h.deps.nc, h.deps.subjects, 'stories.user.list', { userId: h.newUser().id })).stories).toEqual([]);
  });
});
