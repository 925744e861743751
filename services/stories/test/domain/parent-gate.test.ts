import { describe, expect, it } from 'vitest';
import type { StoryForm } from '@inkspell/contracts/stories';
import { continueStory } from '../../src/domain/continue-story';
import { generateStory } from '../../src/domain/generate-story';
import { approveStory, listWaitingStories } from '../../src/domain/parent-review';
import { deleteOwnStory, listOwnStories, readStory } from '../../src/domain/read-stories';
import { viewOf } from '../../src/domain/story-access';
import { memoryPorts } from '../support/memory-ports';
import { storyRecord } from '../support/story-fixture';

const user = { id: '55555555-5555-4555-8555-555555555555', username: 'luna_reads' };
const form: StoryForm = {
  characterName: 'Luna',
  prompt: 'finds a lost star in the wood',
  category: 'space',
  ageGroup: '7-10',
  length: 'short',
  includeAudio: true,
  heroPronouns: 'they',
};

describe("the parent's gate on spending and deleting", () => {
  it('holds no ink and saves nothing without the PIN, and makes the story with it', async () => {
    const m = memoryPorts();
    m.setParentGate(user.id, { pin: '1234', reviewStories: false });
    await expect(generateStory(m.ports, form, user)).rejects.toMatchObject({ status: 403 });
    await expect(generateStory(m.ports, form, user, '9999')).rejects.toMatchObject({ status: 403 });
    expect(m.holds).toEqual([]);
    expect(m.stories).toEqual([]);
    const made = await generateStory(m.ports, form, user, '1234');
    await m.runJobs();
    expect(m.stories.find((s) => s.id === made.id)?.reviewState).toBe('approved');

    await expect(continueStory(m.ports, made.id, false, user)).rejects.toMatchObject({ status: 403 });
    await expect(deleteOwnStory(m.ports, made.id, user.id)).rejects.toMatchObject({ status: 403 });
    expect(m.holds).toHaveLength(1);
    expect(m.stories).toHaveLength(1);
    await continueStory(m.ports, made.id, false, user, '1234');
    await m.runJobs();
    await deleteOwnStory(m.ports, made.id, user.id, '1234');
    expect(m.stories.map((s) => s.id)).not.toContain(made.id);
  });

  it('asks nothing of a user without a PIN', async () => {
    const m = memoryPorts();
    const made = await generateStory(m.ports, form, user);
    await m.runJobs();
    await continueStory(m.ports, made.id, false, user);
    await m.runJobs();
    await deleteOwnStory(m.ports, made.id, user.id);
    expect(m.holds).toHaveLength(2);
  });
});

describe('review before the child hears', () => {
  it('saves a new story waiting, with its ink captured as usual, and shows the owner only that it waits', async () => {
    const m = memoryPorts();
    m.setParentGate(user.id, { pin: '1234', reviewStories: true });
    const made = await generateStory(m.ports, form, user, '1234');
    await m.runJobs();
    expect(m.stories[0]).toMatchObject({ reviewState: 'waiting-for-parent' });
    expect(m.eventsOf('inkspell.story.generated')).toHaveLength(1);

    const [inLibrary] = await listOwnStories(m.ports, user.id);
    expect(inLibrary).toMatchObject({
      id: made.id,
      reviewState: 'waiting-for-parent',
      content: '',
      preview: '',
      imageUrls: [],
      audioUrl: null,
      timingsUrl: null,
    });
    expect(inLibrary?.title).toBe(m.stories[0]!.title);
    expect(await readStory(m.ports, made.id, { userId: user.id })).toMatchObject({
      content: '',
      audioUrl: null,
      reviewState: 'waiting-for-parent',
    });
    await expect(continueStory(m.ports, made.id, false, user, '1234')).rejects.toMatchObject({ status: 409, code: 'waiting_for_parent' });

    await expect(listWaitingStories(m.ports, user.id)).rejects.toMatchObject({ status: 403 });
    await expect(approveStory(m.ports, made.id, user.id, '0000')).rejects.toMatchObject({ status: 403 });
    const waiting = await listWaitingStories(m.ports, user.id, '1234');
    expect(waiting).toEqual([expect.objectContaining({ id: made.id, content: m.stories[0]!.content, reviewState: 'waiting-for-parent' })]);

    const approved = await approveStory(m.ports, made.id, user.id, '1234');
    expect(approved).toMatchObject({ id: made.id, reviewState: 'approved', content: m.stories[0]!.content });
    expect((await readStory(m.ports, made.id, { userId: user.id })).content).toBe(m.stories[0]!.content);
    expect(await listWaitingStories(m.ports, user.id, '1234')).toEqual([]);
    await expect(approveStory(m.ports, made.id, user.id, '1234')).rejects.toMatchObject({ status: 404 });
  });

  it('never shows a waiting story to anyone else, public or shared', () => {
    const story = storyRecord({ reviewState: 'waiting-for-parent', isPublic: true });
    expect(viewOf(story, { userId: story.userId!, refMatchesStory: false })).toBe('waiting');
    expect(viewOf(story, { userId: 'someone-else', refMatchesStory: true })).toBe('none');
    expect(viewOf(story, { refMatchesStory: true })).toBe('none');
  });
});
