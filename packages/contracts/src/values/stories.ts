import { sampleStories } from '../sample-stories';

export { sampleStories };

/**
 * The six categories of the create page, with colour and emoji (spec 01 §3). A category has no price of its
 * own: spec 01 §9's preview-card estimate (3 per category, 2 without one) is not shown, since the create
 * button charges by length (ADR 0022).
 */
export const categories = [
  { id: 'adventure', name: 'Epic Adventures', emoji: '🗺️', color: '#f59e0b' },
  { id: 'fairy-tale', name: 'Fairy Tales', emoji: '🧚', color: '#ec4899' },
  { id: 'space', name: 'Space Journeys', emoji: '🚀', color: '#6366f1' },
  { id: 'mystery', name: 'Mysteries', emoji: '🔍', color: '#8b5cf6' },
  { id: 'dragon', name: 'Dragon Tales', emoji: '🐉', color: '#ef4444' },
  { id: 'underwater', name: 'Underwater Worlds', emoji: '🐠', color: '#06b6d4' },
] as const;

export const categoryIds = ['adventure', 'fairy-tale', 'space', 'mystery', 'dragon', 'underwater'] as const;
export type CategoryId = (typeof categoryIds)[number];
/** Other spellings seen in stored data and samples, mapped to a create-page category. */
export const categoryAliases: Record<string, CategoryId> = {
  fairy_tale: 'fairy-tale',
  space_adventure: 'space',
  dragon_stories: 'dragon',
  underwater_adventure: 'underwater',
};

/** Categories that exist in data but not on the create page. */
export const extraCategories = [{ id: 'friendship', name: 'Friendship', emoji: '🤝', color: '#10b981' }] as const;

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

/** How the story speaks of its hero after the first mention (issue #23): the create form offers them, default they. */
export const heroPronounIds = ['they', 'she', 'he'] as const;
export type HeroPronouns = (typeof heroPronounIds)[number];
export const defaultHeroPronouns: HeroPronouns = 'they';

export const storyLengths = [
  { id: 'short', label: 'Short', readMinutes: 3, baseInk: 1 },
  { id: 'medium', label: 'Medium', readMinutes: 5, baseInk: 2 },
  { id: 'long', label: 'Long', readMinutes: 7, baseInk: 3 },
] as const;
export const storyLengthIds = ['short', 'medium', 'long'] as const;
export type StoryLength = (typeof storyLengthIds)[number];
export const defaultStoryLength: StoryLength = 'medium';

/** Ink prices of spec 01 §9 (the preview card shows the create button's price, storyInkCost: ADR 0022). */
export const inkCosts = {
  art: 1,
  audio: 1,
  continueBase: 2,
  continueNarration: 1,
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
  characterNameTooLong: 'Character name can be at most 60 characters',
  promptTooShort: 'Please describe your adventure in at least 10 characters',
  promptTooLong: 'Please keep your adventure under 1000 characters',
  categoryRequired: 'Please select a story category',
  ageGroupRequired: 'Please select an age group',
  lengthRequired: 'Please select a story length',
  previewNoCategory: 'A Story Needs Its Theme!',
  previewNoNameOrPrompt: 'Every Hero Needs a Name & Quest!',
  loginRequiredToCreate: 'Login Required: Please login to create full stories!',
  contentSafety:
    'Forbidden Spell Detected! This magic is meant for young wizards only. Please conjure up a new idea without grown-up secrets!',
  /** Issue #23, ADR 0033: a murder-mystery idea in the mystery category is refused kindly, with ideas that work. */
  gentleMysteryOnly:
    "Spell Solves Gentle Mysteries! In Spell's mysteries nobody gets hurt. Try a puzzle like 'Who took the golden crown?' or 'The case of the missing cookies'.",
  deleteConfirm: 'Are you sure you want to delete the story? This action cannot be undone.',
  storyDeleted: 'Story deleted',
  adventureContinues: 'Adventure Continues!',
  noSamples: 'No sample stories available yet. Check back soon!',
  noInkActivity: 'No ink activity yet. Start creating stories to see your usage!',
  shareMissingInfo: 'Missing Information: Please enter recipient name and email',
  storyIdRequired: 'Story ID is required',
  recipientNameRequired: 'Recipient name is required',
  validEmailRequired: 'Valid email is required',
  // Server answers (spec 01 §8 defaults where the spec has them).
  storyNotFound: 'Story not found',
  previewFailed: 'Unable to generate preview. Please try again.',
  generationFailed: 'Unable to create story. Please try again.',
  continueFailed: 'Failed to continue adventure. Please try again.',
  previewRateLimited: 'So many free previews! Please wait a little before asking Spell for another, or sign up to create full stories.',
  previewNotContinuable: 'A preview cannot be continued. Create a full story first.',
  shareEmailSent: (recipientName: string) => `Story shared with ${recipientName}!`,
  /** Issue #15: the printed book is the whole story, so a first-half (shared, signed-out) view cannot have it. */
  bookNeedsFullStory: 'Sign in to download this book: a shared story shows only its first half until then.',
  shareEmailUnavailable: 'Email delivery is temporarily unavailable. Copy the link below and send it yourself.',
  /** Issue #22: a story that is still being written or drawn cannot be continued, shared or printed yet. */
  storyNotReady: 'Spell is still working on this story. Please wait until it is finished.',
  /** The library's note on a failed story: its ink went back to the family. */
  inkReturned: 'ink returned',
} as const;

/** HTTP paths of the stories area (the gateway routes /api/stories* to the stories service). */
export const storiesApiPaths = {
  list: '/api/stories',
  preview: '/api/stories/preview',
  generate: '/api/stories/generate',
  share: '/api/stories/share',
  story: (id: string) => `/api/stories/${encodeURIComponent(id)}`,
  continue: (id: string) => `/api/stories/${encodeURIComponent(id)}/continue`,
  /** The story's progress as Server-Sent Events (issue #22). */
  events: (id: string) => `/api/stories/${encodeURIComponent(id)}/events`,
  shareLink: (id: string) => `/api/stories/${encodeURIComponent(id)}/share-link`,
  /** Illustrations and narration, content-addressed and cached for a year. */
  asset: (name: string) => `/api/stories/assets/${encodeURIComponent(name)}`,
  /** The printable picture book of a story (ADR 0018); `ref` as for reading it. */
  book: (id: string) => `/api/stories/${encodeURIComponent(id)}/book.pdf`,
  /** A collection's chapters as one book (ADR 0018): under /api/stories, which the gateway already routes. */
  collectionBook: (collectionId: string) => `/api/stories/collections/${encodeURIComponent(collectionId)}/book.pdf`,
} as const;

/** The shared link's query parameter (spec 01 §1) and the referral grants it leads to. */
export const referralQueryParam = 'ref';
