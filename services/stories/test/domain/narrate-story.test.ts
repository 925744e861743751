import { describe, expect, it, vi } from 'vitest';
import { generateStory } from '../../src/domain/generate-story';
import { narrateNext, narrationText, retryDelayMs } from '../../src/domain/narrate-story';
import { memoryPorts } from '../support/memory-ports';

const user = { id: '33333333-3333-4333-8333-333333333333', username: 'luna_reads' };
const form = {
  characterName: 'Luna',
  prompt: 'finds a lost star in the wood',
  category: 'space',
  ageGroup: '7-10',
  length: 'short',
  includeAudio: true,
  heroPronouns: 'they',
} as const;

describe('narration after the story is saved', () => {
  it('stores the recording and its read-along timings and gives the story their addresses', async () => {
    const m = memoryPorts();
    const { id } = await generateStory(m.ports, form, user);
    await m.runJobs();
    expect(m.stories[0]).toMatchObject({ timingsUrl: null });
    expect(await narrateNext(m.ports)).toBe(true);
    expect(m.stories[0]).toMatchObject({
      id,
      hasAudio: true,
      audioUrl: `/api/stories/assets/${'f'.repeat(32)}.mp3`,
      timingsUrl: `/api/stories/assets/${'e'.repeat(32)}.vtt`,
    });
    expect(m.jobs[0]!.status).toBe('done');
    expect(await narrateNext(m.ports)).toBe(false);
  });

  it('tells the narrator the age group the story was written for, so Spell reads at that pace (issue #23)', async () => {
    const m = memoryPorts();
    const narrate = vi.spyOn(m.ports.engines.narrator, 'narrate');
    await generateStory(m.ports, { ...form, ageGroup: '3-6' }, user);
    await m.runJobs();
    await narrateNext(m.ports);
    expect(narrate).toHaveBeenCalledWith(narrationText(m.stories[0]!), '3-6');
  });

  it('tries again after a wait, then gives up: no player, and the narration ink is asked back once', async () => {
    const m = memoryPorts();
    await generateStory(m.ports, form, user);
    await m.runJobs();
    m.failures.narrator = true;
    expect(await narrateNext(m.ports)).toBe(true);
    expect(m.jobs[0]!.status).toBe('pending');
    expect(await narrateNext(m.ports)).toBe(false); // waiting out the delay
    m.advance(retryDelayMs(1));
    expect(await narrateNext(m.ports)).toBe(true);
    expect(m.jobs[0]!.status).toBe('failed');
    expect(m.stories[0]).toMatchObject({ hasAudio: false, audioUrl: null, timingsUrl: null });
    expect(m.eventsOf('inkspell.story.narration-failed')).toEqual([
      { storyId: m.stories[0]!.id, userId: user.id, holdId: m.holds[0]!.holdId, reason: expect.stringContaining('silence') },
    ]);
  });
});
