import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyFailureReasons } from '@inkspell/contracts/stories';
import { sendCommand } from '@inkspell/service-kit';
import { startStories, storyForm, type StoriesHarness } from '../support/stories-harness';
import { storyRecord } from '../support/story-fixture';

let h: StoriesHarness;
beforeAll(async () => {
  h = await startStories();
});
afterAll(async () => {
  await h?.close();
});

/** A story saved as the POST saves it, then left writing or failed as a job would leave it. */
async function unfinishedStory(user: { id: string; username: string }, status: 'writing' | 'failed') {
  const { stories } = h.deps.ports.repos;
  const {
    createdAt: _createdAt,
    ownerDisabled: _ownerDisabled,
    failureReason: _reason,
    ...record
  } = storyRecord({
    userId: user.id,
    username: user.username,
    title: `Unfinished ${randomUUID()}`,
    holdId: randomUUID(),
  });
  const story = await stories.insert({ ...record, timingsUrl: null, status: 'writing' });
  if (status === 'failed') await stories.fail(story.id, storyFailureReasons.drawing);
  return story;
}

describe('commands stories answers', () => {
  it('stories.admin.list: every owned story with its owner’s username, newest first, searchable', async () => {
    const user = h.newUser();
    const first = (await h.client(user).create(storyForm({ characterName: 'Ada' }))).body.id;
    const second = (await h.client(user).create(storyForm({ characterName: 'Zed', category: 'dragon' }))).body.id;
    // An anonymous preview has no owner yet: not in the console's list.
    await h.client().post('/api/stories/preview', storyForm({ characterName: 'Nobody' }));
    const all = await sendCommand(h.deps.nc, h.deps.subjects, 'stories.admin.list', {});
    expect(all.total).toEqual({ count: 2, exact: true });
    expect(all.nextCursor).toBeNull();
    expect(all.items.map((s) => s.id)).toEqual([second, first]);
    expect(all.items[0]).toMatchObject({
      userId: user.id,
      username: user.username,
      characterName: 'Zed',
      category: 'dragon',
      inkCost: 2,
      status: 'ready',
      failureReason: null,
    });
    const found = await sendCommand(h.deps.nc, h.deps.subjects, 'stories.admin.list', { search: 'ada' });
    expect(found.items.map((s) => s.id)).toEqual([first]);
  });

  it('stories.user.list: the user’s full stories with title and ink cost, for the refund form', async () => {
    const user = h.newUser();
    const id = (await h.client(user).create(storyForm({ includeAudio: false }))).body.id;
    const answer = await sendCommand(h.deps.nc, h.deps.subjects, 'stories.user.list', { userId: user.id });
    expect(answer.stories).toEqual([{ id, title: expect.any(String), inkCost: 2 }]);
    // A story whose job failed had its ink returned: it is no refund's subject, nor is one still being written.
    const failed = await unfinishedStory(user, 'failed');
    await unfinishedStory(user, 'writing');
    expect((await sendCommand(h.deps.nc, h.deps.subjects, 'stories.user.list', { userId: user.id })).stories.map((s) => s.id)).toEqual([
      id,
    ]);
    const listed = await sendCommand(h.deps.nc, h.deps.subjects, 'stories.admin.list', { search: failed.title });
    expect(listed.items[0]).toMatchObject({ id: failed.id, status: 'failed', failureReason: storyFailureReasons.drawing });
    expect((await sendCommand(h.deps.nc, h.deps.subjects, 'stories.user.list', { userId: h.newUser().id })).stories).toEqual([]);
  });
});
