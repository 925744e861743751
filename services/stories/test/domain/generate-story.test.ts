import { describe, expect, it } from 'vitest';
import type { StoryForm } from '@inkspell/contracts/stories';
import { continueStory } from '../../src/domain/continue-story';
import { generateStory } from '../../src/domain/generate-story';
import { memoryPorts } from '../support/memory-ports';

const user = { id: '33333333-3333-4333-8333-333333333333', username: 'luna_reads' };
const form: StoryForm = {
  characterName: 'Luna',
  prompt: 'finds a lost star in the wood',
  category: 'space',
  ageGroup: '7-10',
  length: 'medium',
  includeAudio: true,
};

describe('making a full story', () => {
  it('holds base + art + narration, saves the story with its pictures, queues Spell and tells ink to capture', async () => {
    const m = memoryPorts();
    const answer = await generateStory(m.ports, form, user);
    expect(answer).toEqual({ id: m.stories[0]!.id, category: 'space', characterName: 'Luna' });
    expect(m.holds).toEqual([{ holdId: expect.any(String), userId: user.id, amount: 4 }]);
    expect(m.stories[0]).toMatchObject({
      userId: user.id,
      inkCost: 4,
      hasImages: true,
      hasAudio: true,
      audioUrl: null,
      holdId: m.holds[0]!.holdId,
    });
    expect(m.stories[0]!.imageUrls).toHaveLength(2);
    expect(m.jobs).toHaveLength(1);
    expect(m.eventsOf('inkspell.story.generated')).toEqual([
      { storyId: answer.id, userId: user.id, holdId: m.holds[0]!.holdId, inkCost: 4, category: 'space', title: "Luna's tale" },
    ]);
  });

  it('refuses an unsafe hero or prompt before any ink is held', async () => {
    const m = memoryPorts();
    await expect(generateStory(m.ports, { ...form, prompt: 'brings a gun to school' }, user)).rejects.toMatchObject({
      status: 422,
      body: { isContentSafetyError: true, flaggedWords: ['gun'], code: 'content_unsafe' },
    });
    expect(m.holds).toEqual([]);
    expect(m.stories).toEqual([]);
  });

  it('passes the ink service’s 402 on and writes nothing', async () => {
    const m = memoryPorts({ balance: 3 });
    await expect(generateStory(m.ports, form, user)).rejects.toMatchObject({ status: 402, needed: 4, balance: 3 });
    expect(m.stories).toEqual([]);
    expect(m.events).toEqual([]);
  });

  it.each([
    ['the engine fails', 'story', 503, 'story_engine_failed'],
    ['the engine writes something unsafe', 'unsafeOutput', 422, 'content_unsafe'],
  ] as const)('gives the held ink back when %s', async (_name, failure, status, code) => {
    const m = memoryPorts();
    m.failures[failure] = true;
    await expect(generateStory(m.ports, form, user)).rejects.toMatchObject({ status, code });
    expect(m.stories).toEqual([]);
    expect(m.eventsOf('inkspell.story.generated')).toEqual([]);
    expect(m.eventsOf('inkspell.story.generation-failed')).toEqual([
      { userId: user.id, holdId: m.holds[0]!.holdId, reason: expect.any(String) },
    ]);
  });
});

describe('continuing a story', () => {
  it('makes the story part 1 of a collection named by its id, and the new chapter part 2, then 3', async () => {
    const m = memoryPorts();
    const first = await generateStory(m.ports, { ...form, includeAudio: false }, user);
    const second = await continueStory(m.ports, first.id, false, user);
    const third = await continueStory(m.ports, second.id, true, user);
    const byId = (id: string) => m.stories.find((s) => s.id === id)!;
    expect([first, second, third].map(({ id }) => [byId(id).collectionId, byId(id).collectionOrder])).toEqual([
      [first.id, 1],
      [first.id, 2],
      [first.id, 3],
    ]);
    expect(m.holds.map((h) => h.amount)).toEqual([3, 2, 3]);
    expect(byId(second.id)).toMatchObject({ characterName: 'Luna', category: 'space', inkCost: 2, hasAudio: false });
  });

  it('is a 404 on someone else’s story or an id that is not one, with no ink held', async () => {
    const m = memoryPorts();
    const first = await generateStory(m.ports, form, user);
    const other = { id: '44444444-4444-4444-8444-444444444444', username: 'other_user' };
    await expect(continueStory(m.ports, first.id, false, other)).rejects.toMatchObject({ status: 404 });
    await expect(continueStory(m.ports, 'not-an-id', false, user)).rejects.toMatchObject({ status: 404 });
    expect(m.holds).toHaveLength(1);
  });
});
