import { ageGroups, categoryAliases, categoryIds, defaultAgeGroup, defaultStoryLength, storyLengthIds } from '@inkspell/contracts/stories';
import type { AgeGroup, CategoryId, StoryLength } from '@inkspell/contracts/stories';
import type { PreviousChapter } from './engines';
import type { StoryRecord } from './story';

/** A stored category in any spelling (fairy_tale, space_adventure…) as a create-page category; unknown ones are adventures. */
export function categoryOf(stored: string): CategoryId {
  const id = categoryAliases[stored] ?? stored;
  return (categoryIds as readonly string[]).includes(id) ? (id as CategoryId) : 'adventure';
}

export function ageGroupOf(stored: string): AgeGroup {
  return (ageGroups as readonly string[]).includes(stored) ? (stored as AgeGroup) : defaultAgeGroup;
}

export function lengthOf(stored: string): StoryLength {
  return (storyLengthIds as readonly string[]).includes(stored) ? (stored as StoryLength) : defaultStoryLength;
}

/** What a sequel needs of the chapter it continues, so hero, setting and open thread carry on. */
export function previousChapterOf(story: StoryRecord): PreviousChapter {
  return {
    title: story.title,
    content: story.content,
    characterName: story.characterName,
    category: categoryOf(story.category),
    ...(story.heroPronouns ? { heroPronouns: story.heroPronouns } : {}),
    ...(story.heroLook ? { heroLook: story.heroLook } : {}),
    ...(story.metadata.setting ? { setting: story.metadata.setting } : {}),
    ...(story.metadata.openThread ? { openThread: story.metadata.openThread } : {}),
  };
}
