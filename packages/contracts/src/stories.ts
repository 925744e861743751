import { z } from 'zod';
import { quickIdeas } from './quick-ideas';
import { sampleStories } from './sample-stories';

export { quickIdeas, sampleStories };

/** The six categories of the create page, with colour and emoji (spec 01 §3). */
export const categories = [
  { id: 'adventure', name: 'Epic Adventures', emoji: '🗺️', color: '#f59e0b', inkCost: 3 },
  { id: 'fairy-tale', name: 'Fairy Tales', emoji: '🧚', color: '#ec4899', inkCost: 3 },
  { id: 'space', name: 'Space Journeys', emoji: '🚀', color: '#6366f1', inkCost: 3 },
  { id: 'mystery', name: 'Mysteries', emoji: '🔍', color: '#8b5cf6', inkCost: 3 },
  { id: 'dragon', name: 'Dragon Tales', emoji: '🐉', color: '#ef4444', inkCost: 3 },
  { id: 'underwater', name: 'Underwater Worlds', emoji: '🐠', color: '#06b6d4', inkCost: 3 },
] as const;

export const categoryIds = ['adventure', 'fairy-tale', 'space', 'mystery', 'dragon', 'underwater'] as const;
export type CategoryId = (typeof categoryIds)[number];
export const categoryIdSchema = z.enum(categoryIds, { message: 'Please select a story category' });

/** Other spellings seen in stored data and samples, mapped to a create-page category. */
export const categoryAliases: Record<string, CategoryId> = {
  fairy_tale: 'fairy-tale',
  space_adventure: 'space',
  dragon_stories: 'dragon',
  underwater_adventure: 'underwater',
};

/** Categories that exist in data but not on the create page. */
export const extraCategories = [{ id: 'friendship', name: 'Friendship', emoji: '🤝', color: '#10b981', inkCost: 3 }] as const;

/** Shown for any category we do not know (the reader uses a book icon). */
export const defaultCategoryLook = { name: 'Story', emoji: '📖', color: '#64748b' } as const;

/** Looks a category up by any of its spellings; unknown ones get the default look. */
export function categoryLook(category: string): { name: string; emoji: string; color: string } {
  const id = categoryAliases[category] ?? category;
  const found = [...categories, ...extraCategories].find((c) => c.id === id);
  return found ?? defaultCategoryLook;
}

export const ageGroups = ['3-6', '7-10', '11-13'] as const;
export type AgeGroup = (typeof ageGroups)[number];
export const defaultAgeGroup: AgeGroup = '7-10';

export const storyLengths = [
  { id: 'short', label: 'Short', readMinutes: 3, baseInk: 1 },
  { id: 'medium', label: 'Medium', readMinutes: 5, baseInk: 2 },
  { id: 'long', label: 'Long', readMinutes: 7, baseInk: 3 },
] as const;
export const storyLengthIds = ['short', 'medium', 'long'] as const;
export type StoryLength = (typeof storyLengthIds)[number];
export const defaultStoryLength: StoryLength = 'medium';

/** Ink prices of spec 01 §9. */
export const inkCosts = {
  art: 1,
  audio: 1,
  continueBase: 2,
  continueNarration: 1,
  /** Preview card estimate when no category is chosen. */
  previewWithoutCategory: 2,
  /** 'Enough for N more stories' divides the balance by this. */
  storiesPerBalanceDivisor: 2,
} as const;

/** Cost of a full story: base by length, +1 art, +1 when narrated. */
export function storyInkCost(length: StoryLength, includeAudio: boolean): number {
  const base = storyLengths.find((l) => l.id === length)?.baseInk ?? 2;
  return base + inkCosts.art + (includeAudio ? inkCosts.audio : 0);
}

/** Cost of continuing a story as a new chapter. */
export function continueInkCost(includeAudio: boolean): number {
  return inkCosts.continueBase + (includeAudio ? inkCosts.continueNarration : 0);
}

export function readMinutesFor(length: StoryLength): number {
  return storyLengths.find((l) => l.id === length)?.readMinutes ?? 5;
}

/** Limits and timings of spec 01 §9. */
export const storyLimits = {
  promptMin: 10,
  promptMax: 1000,
  characterNameMax: 60,
  excerptChars: 100,
  sharePreviewChars: 150,
  adminPromptTruncate: 200,
  previewRevealMsPerLetter: 30,
  quickIdeasPerPage: 3,
  sampleCount: 3,
} as const;

/**
 * Browser localStorage key of the anonymous preview session id: written after a preview,
 * sent as previewSessionId on login and registration, removed after either succeeds.
 */
export const previewSessionStorageKey = 'inkspell.previewSessionId';

export const storyMessages = {
  characterNameRequired: 'Character name is required',
  promptTooShort: 'Please describe your adventure in at least 10 characters',
  categoryRequired: 'Please select a story category',
  ageGroupRequired: 'Please select an age group',
  lengthRequired: 'Please select a story length',
  previewNoCategory: 'A Story Needs Its Theme!',
  previewNoNameOrPrompt: 'Every Hero Needs a Name & Quest!',
  loginRequiredToCreate: 'Login Required: Please login to create full stories!',
  contentSafety:
    'Forbidden Spell Detected! This magic is meant for young wizards only. Please conjure up a new idea without grown-up secrets!',
  deleteConfirm: 'Are you sure you want to delete the story? This action cannot be undone.',
  storyDeleted: 'Story deleted',
  adventureContinues: 'Adventure Continues!',
  noSamples: 'No sample stories available yet. Check back soon!',
  noInkActivity: 'No ink activity yet. Start creating stories to see your usage!',
  shareMissingInfo: 'Missing Information: Please enter recipient name and email',
  storyIdRequired: 'Story ID is required',
  recipientNameRequired: 'Recipient name is required',
  validEmailRequired: 'Valid email is required',
} as const;

/** The story creation form (spec 01 §3, §5). */
export const storyFormSchema = z.object({
  characterName: z
    .string({ message: storyMessages.characterNameRequired })
    .trim()
    .min(1, storyMessages.characterNameRequired)
    .max(storyLimits.characterNameMax),
  prompt: z
    .string({ message: storyMessages.promptTooShort })
    .trim()
    .min(storyLimits.promptMin, storyMessages.promptTooShort)
    .max(storyLimits.promptMax),
  category: categoryIdSchema,
  ageGroup: z.enum(ageGroups, { message: storyMessages.ageGroupRequired }),
  length: z.enum(storyLengthIds, { message: storyMessages.lengthRequired }),
  includeAudio: z.boolean().default(false),
});
export type StoryForm = z.infer<typeof storyFormSchema>;

export const shareRequestSchema = z.object({
  storyId: z.string({ message: storyMessages.storyIdRequired }).min(1, storyMessages.storyIdRequired),
  recipientName: z.string({ message: storyMessages.recipientNameRequired }).trim().min(1, storyMessages.recipientNameRequired).max(100),
  recipientEmail: z.email({ message: storyMessages.validEmailRequired }).max(254),
  personalMessage: z.string().max(1000).optional(),
});
export type ShareRequest = z.infer<typeof shareRequestSchema>;
