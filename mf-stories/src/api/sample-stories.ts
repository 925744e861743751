import { storyLimits } from '@inkspell/contracts/values';
import { sampleStories, sampleStoryIdPrefix, type SampleStory } from '@inkspell/contracts/sample-stories';

/** Sample stories are built in: read from contracts, never from the server (spec 01 §2). */
export function isSampleStoryId(id: string): boolean {
  return id.startsWith(sampleStoryIdPrefix);
}

export function findSampleStory(id: string): SampleStory | undefined {
  return sampleStories.find((story) => story.id === id);
}

/** The samples shown on Home: the first three. */
export function homeSampleStories(): readonly SampleStory[] {
  return sampleStories.slice(0, storyLimits.sampleCount);
}
