import { z } from './zod';
import { storyReviewStates } from './parent-gate';

export * from './values/stories';
export * from './values/story-jobs';
// The create page reads these by their own subpath too (values/hero-look.ts).
export * from './values/hero-look';
// Only the create page shows these, by their own subpath: they stay off the home page's values (ADR 0020).
export * from './quick-ideas';
import { categoryIds, ageGroups, defaultHeroPronouns, heroPronounIds, storyLengthIds, storyLimits, storyMessages } from './values/stories';
import { heroHairColourIds, heroHairStyleIds, heroSkinToneIds } from './values/hero-look';
import { storyStatuses } from './values/story-jobs';

export const categoryIdSchema = z.enum(categoryIds, { message: 'Please select a story category' });

/** The hero's look chosen on the create form (issue #23): each part optional, the story's seed picks the rest. */
export const heroLookSchema = z.object({
  skinTone: z.enum(heroSkinToneIds).optional(),
  hairStyle: z.enum(heroHairStyleIds).optional(),
  hairColour: z.enum(heroHairColourIds).optional(),
});

/** The story creation form (spec 01 §3, §5). */
export const storyFormSchema = z.object({
  characterName: z
    .string({ message: storyMessages.characterNameRequired })
    .trim()
    .min(1, storyMessages.characterNameRequired)
    .max(storyLimits.characterNameMax, storyMessages.characterNameTooLong),
  prompt: z
    .string({ message: storyMessages.promptTooShort })
    .trim()
    .min(storyLimits.promptMin, storyMessages.promptTooShort)
    .max(storyLimits.promptMax, storyMessages.promptTooLong),
  category: categoryIdSchema,
  ageGroup: z.enum(ageGroups, { message: storyMessages.ageGroupRequired }),
  length: z.enum(storyLengthIds, { message: storyMessages.lengthRequired }),
  includeAudio: z.boolean().default(false),
  /** Issue #23 (ADR 0031): optional, 'they' when left out; a sequel keeps the first chapter's. */
  heroPronouns: z.enum(heroPronounIds).default(defaultHeroPronouns),
  /** Issue #23 (ADR 0031): optional; the pictures draw the hero so, and a sequel keeps it. */
  heroLook: heroLookSchema.optional(),
});
export type StoryForm = z.infer<typeof storyFormSchema>;
/** What a client sends to POST /api/stories/generate and /preview (includeAudio may be left out). */
export type StoryFormInput = z.input<typeof storyFormSchema>;

export const shareRequestSchema = z.object({
  storyId: z.string({ message: storyMessages.storyIdRequired }).min(1, storyMessages.storyIdRequired),
  recipientName: z.string({ message: storyMessages.recipientNameRequired }).trim().min(1, storyMessages.recipientNameRequired).max(100),
  recipientEmail: z.email({ message: storyMessages.validEmailRequired }).max(254),
  personalMessage: z.string().max(1000).optional(),
});
export type ShareRequest = z.infer<typeof shareRequestSchema>;

export const storyMetadataSchema = z
  .object({
    wordCount: z.number().int().nonnegative(),
    setting: z.string().optional(),
    openThread: z.string().optional(),
    skeleton: z.string().optional(),
    seed: z.number().int().optional(),
  })
  .loose();

/** What every view of a story says about it: the reader's, the library's and the admin console's. */
export const storyFacts = {
  title: z.string(),
  content: z.string(),
  preview: z.string(),
  category: z.string(),
  characterName: z.string(),
  prompt: z.string(),
  ageGroup: z.string(),
  length: z.string(),
  readTime: z.number().int(),
  inkCost: z.number().int(),
};

/**
 * A story as the reader and the library receive it (spec 01 §3). For a non-owner with a ref or a public
 * story, the server cuts it: isPartialContent true, content is the first half, no images, no audio, no timings.
 */
export const storySchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  ...storyFacts,
  isPublic: z.boolean(),
  isPreview: z.boolean(),
  isPartialContent: z.boolean(),
  hasImages: z.boolean(),
  imageUrls: z.array(z.string()),
  hasAudio: z.boolean(),
  audioUrl: z.string().nullable(),
  /**
   * Read-along timings of the narration (WebVTT, one cue per word of the title and then the content, words being
   * runs of non-space characters); set with audioUrl when the narrator could tell. Never in a partial answer.
   */
  timingsUrl: z.string().nullable().default(null),
  metadata: storyMetadataSchema,
  createdAt: z.string(),
  collectionId: z.string().nullable(),
  collectionOrder: z.number().int(),
  sessionId: z.string().nullable(),
  /**
   * 'waiting-for-parent' while a parent has not approved it (ADR 0019): then only its owner gets it, with no
   * content, preview, pictures, audio or timings.
   */
  reviewState: z.enum(storyReviewStates).default('approved'),
  /**
   * For a signed-in reader who came with a ref (ADR 0027): true only when this reader's own sign-up through
   * the sharer's link earned the sharer bonus ink, so the Special Thanks note never claims a bonus nobody got.
   */
  sharerEarnedBonus: z.boolean().default(false),
  /** Issue #22: 'writing' and 'illustrating' while the job runs; content holds the paragraphs written so far. */
  status: z.enum(storyStatuses).default('ready'),
  /** For a failed story only: one of storyFailureReasons, for the family to read. */
  failureReason: z.string().nullable().default(null),
});
export type Story = z.infer<typeof storySchema>;
export const storyListSchema = z.array(storySchema);

/** POST /api/stories/preview answer (spec 01 §3 Preview response). */
export const previewAnswerSchema = z.object({ title: z.string(), content: z.string(), category: z.string(), sessionId: z.string() });
export type PreviewAnswer = z.infer<typeof previewAnswerSchema>;

/**
 * POST /api/stories/generate answer: 202 with the story as it stands (issue #22), status 'writing'. It carries
 * spec 01 §3's id, category and characterName; the words follow on the story's event stream.
 */
export const generateAnswerSchema = storySchema;
export type GenerateAnswer = Story;

/** POST /api/stories/:storyId/continue (the client also carries storyId; the path decides). */
export const continueRequestSchema = z.object({ includeAudio: z.boolean().default(false), storyId: z.string().optional() });
/** 202 with the new chapter as it stands, like generate. */
export const continueAnswerSchema = storySchema;
export type ContinueAnswer = Story;

/** GET /api/stories/:id/share-link and POST /api/stories/share answers (spec 01 §3 Share response). */
export const shareLinkAnswerSchema = z.object({ shareLink: z.string() });
export const shareAnswerSchema = z.object({ emailSent: z.boolean(), message: z.string(), shareLink: z.string() });
export type ShareAnswer = z.infer<typeof shareAnswerSchema>;

/** Query of GET /api/stories/:id: the optional referral code of a shared link. */
export const storyReadQuerySchema = z.object({
  ref: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional(),
});

/**
 * The JSON a language-model story engine must answer with (the OpenAI engine asks for exactly this
 * schema and rejects anything else). setting and openThread let a later chapter continue the story.
 */
export const generatedStorySchema = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1),
  preview: z.string().trim().min(1).max(400),
  setting: z.string().trim().min(1).max(200),
  openThread: z.string().trim().min(1).max(300),
});
export type GeneratedStoryAnswer = z.infer<typeof generatedStorySchema>;
