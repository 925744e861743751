import { describe, expect, it } from 'vitest';
import { storyFailureReasons, type StoryForm } from '@inkspell/contracts/stories';
import { continueStory } from '../../src/domain/continue-story';
import { generateStory } from '../../src/domain/generate-story';
import { writeStory } from '../../src/domain/write-story';
import { memoryPorts } from '../support/memory-ports';

const user = { id: '33333333-3333-4333-8333-333333333333', username: 'luna_reads' };
const form: StoryForm = {
  characterName: 'Luna',
  prompt: 'finds a lost star in the wood',
  category: 'space',
  ageGroup: '7-10',
  length: 'medium',
  includeAudio: true,
  heroPronouns: 'they',
};

describe('asking for a full story', () => {
  it('holds base + art + narration and saves the story as writing with its job queued; no ink is captured yet', async () => {
    const m = memoryPorts();
    const answer = await generateStory(m.ports, form, user);
    expect(answer).toMatchObject({ id: m.stories[0]!.id, category: 'space', characterName: 'Luna', status: 'writing', content: '' });
    expect(m.holds).toEqual([{ holdId: expect.any(String), userId: user.id, amount: 4 }]);
    expect(m.stories[0]).toMatchObject({ userId: user.id, inkCost: 4, hasAudio: true, holdId: m.holds[0]!.holdId, status: 'writing' });
    expect(m.queued).toEqual([answer.id]);
    expect(m.events).toEqual([]);
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
    expect(m.queued).toEqual([]);
  });
});

describe('the story job', () => {
  it('writes paragraph by paragraph, draws the scenes with the hero’s look, then makes the story ready and tells ink to capture', async () => {
    const m = memoryPorts();
    const { id } = await generateStory(m.ports, form, user);
    await m.runJobs();
    const story = m.stories[0]!;
    expect(story).toMatchObject({ status: 'ready', title: "Luna's tale", hasImages: true, audioUrl: null, failureReason: null });
    // Three scenes for every length (issue #23): the start, the middle and the bedtime ending.
    expect(story.imageUrls).toHaveLength(3);
    expect(m.progress.map((p) => p.event.event)).toEqual([
      'status',
      'status',
      'paragraph',
      'status',
      'picture',
      'picture',
      'picture',
      'ready',
    ]);
    const paragraphs = m.progress.flatMap((p) => (p.event.event === 'paragraph' ? [p.event.data.text] : []));
    expect(paragraphs.join('\n\n')).toBe(story.content);
    const alts = m.progress.flatMap((p) => (p.event.event === 'picture' ? [p.event.data.alt] : []));
    expect(alts.every((alt) => alt.endsWith('Luna in a green hood'))).toBe(true);
    expect(m.jobs).toHaveLength(1);
    expect(m.eventsOf('inkspell.story.generated')).toEqual([
      { storyId: id, userId: user.id, holdId: m.holds[0]!.holdId, inkCost: 4, category: 'space', title: "Luna's tale" },
    ]);
  });

  it('settles a story once: a second delivery of the same job changes nothing and records nothing', async () => {
    const m = memoryPorts();
    const { id } = await generateStory(m.ports, form, user);
    await m.runJobs();
    const settled = structuredClone(m.stories[0]);
    await writeStory(m.ports, id);
    expect(m.stories[0]).toEqual(settled);
    expect(m.eventsOf('inkspell.story.generated')).toHaveLength(1);
    expect(m.jobs).toHaveLength(1);
  });

  it.each([
    ['the story engine fails', 'story', storyFailureReasons.writing],
    ['the illustrator fails', 'illustrator', storyFailureReasons.drawing],
    ['the engine writes something unsafe', 'unsafeOutput', storyFailureReasons.unsafe],
  ] as const)('fails the story with its reason and gives the held ink back once when %s', async (_name, failure, reason) => {
    const m = memoryPorts();
    m.failures[failure] = true;
    const { id } = await generateStory(m.ports, form, user);
    await m.runJobs();
    await writeStory(m.ports, id);
    expect(m.stories[0]).toMatchObject({ status: 'failed', failureReason: reason });
    expect(m.jobs).toEqual([]);
    expect(m.eventsOf('inkspell.story.generated')).toEqual([]);
    expect(m.eventsOf('inkspell.story.generation-failed')).toEqual([
      { userId: user.id, holdId: m.holds[0]!.holdId, reason: expect.any(String) },
    ]);
    expect(m.progress.at(-1)!.event).toEqual({ event: 'failed', data: { reason, inkReturned: true } });
  });

  it('fails a job found after its deadline (its hold is about to run out) instead of writing it', async () => {
    const m = memoryPorts();
    await generateStory(m.ports, form, user);
    m.advance(301_000);
    await m.runJobs();
    expect(m.stories[0]).toMatchObject({ status: 'failed', failureReason: storyFailureReasons.tooSlow });
    expect(m.eventsOf('inkspell.story.generation-failed')).toHaveLength(1);
  });
});

describe('continuing a story', () => {
  it('makes the story part 1 of a collection named by its id, and the new chapter part 2, then 3, each written from the one before', async () => {
    const m = memoryPorts();
    const first = await generateStory(m.ports, { ...form, includeAudio: false }, user);
    await m.runJobs();
    const second = await continueStory(m.ports, first.id, false, user);
    await m.runJobs();
    const third = await continueStory(m.ports, second.id, true, user);
    await m.runJobs();
    const byId = (id: string) => m.stories.find((s) => s.id === id)!;
    expect([first, second, third].map(({ id }) => [byId(id).collectionId, byId(id).collectionOrder])).toEqual([
      [first.id, 1],
      [first.id, 2],
      [first.id, 3],
    ]);
    expect(m.holds.map((h) => h.amount)).toEqual([3, 2, 3]);
    expect(byId(second.id)).toMatchObject({
      characterName: 'Luna',
      category: 'space',
      inkCost: 2,
      hasAudio: false,
      title: "Luna's next tale",
    });
  });

  it('refuses a chapter of a story that is not ready yet, holding no ink', async () => {
    const m = memoryPorts();
    const first = await generateStory(m.ports, form, user);
    await expect(continueStory(m.ports, first.id, false, user)).rejects.toMatchObject({ status: 409 });
    expect(m.holds).toHaveLength(1);
  });

  it('is a 404 on someone else’s story or an id that is not one, with no ink held', async () => {
    const m = memoryPorts();
    const first = await generateStory(m.ports, form, user);
    await m.runJobs();
    const other = { id: '44444444-4444-4444-8444-444444444444', username: 'other_user' };
    await expect(continueStory(m.ports, first.id, false, other)).rejects.toMatchObject({ status: 404 });
    await expect(continueStory(m.ports, 'not-an-id', false, user)).rejects.toMatchObject({ status: 404 });
    expect(m.holds).toHaveLength(1);
  });
});
