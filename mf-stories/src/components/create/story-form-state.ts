import { defaultAgeGroup, defaultHeroPronouns, defaultStoryLength } from '@inkspell/contracts/values';
import type { AgeGroup, CategoryId, HeroPronouns, StoryForm, StoryFormInput, StoryLength } from '@inkspell/contracts';
import type { HeroHairColour, HeroHairStyle, HeroLook, HeroSkinTone } from '@inkspell/contracts/values/hero-look';
import { loadContractSchemas } from '@inkspell/ui';

/** What the create form holds while the user types; category is empty until one is picked. */
export interface StoryDraft {
  characterName: string;
  prompt: string;
  category: CategoryId | '';
  ageGroup: AgeGroup;
  length: StoryLength;
  /** The form starts with narration on (spec 01 §5), though the schema's default is false. */
  includeAudio: boolean;
  /** Issue #23: how the story speaks of the hero; 'they' until the child picks another. */
  heroPronouns: HeroPronouns;
  /** The hero's look; '' is "Surprise me" (the story picks). */
  skinTone: HeroSkinTone | '';
  hairStyle: HeroHairStyle | '';
  hairColour: HeroHairColour | '';
}

export const initialDraft: StoryDraft = {
  characterName: '',
  prompt: '',
  category: '',
  ageGroup: defaultAgeGroup,
  length: defaultStoryLength,
  includeAudio: true,
  heroPronouns: defaultHeroPronouns,
  skinTone: '',
  hairStyle: '',
  hairColour: '',
};

/** What the form sends: the draft's fields, with the hero's look as one object holding only the parts chosen. */
export function formInputOf(draft: StoryDraft): Omit<StoryFormInput, 'category'> & { category: CategoryId | '' } {
  const { skinTone, hairStyle, hairColour, ...fields } = draft;
  const heroLook: HeroLook = {
    ...(skinTone ? { skinTone } : {}),
    ...(hairStyle ? { hairStyle } : {}),
    ...(hairColour ? { hairColour } : {}),
  };
  return Object.keys(heroLook).length > 0 ? { ...fields, heroLook } : fields;
}

export type DraftErrors = Partial<Record<keyof StoryDraft, string>>;

/**
 * Checks a draft with the contracts' schema: the form, or the first message of each field (spec 01 §5).
 * The schema loads with the first check, not with the page (ADR 0020).
 */
export async function validateDraft(draft: StoryDraft): Promise<{ form: StoryForm } | { errors: DraftErrors }> {
  const { storyFormSchema } = await loadContractSchemas();
  const parsed = storyFormSchema.safeParse(formInputOf(draft));
  if (parsed.success) return { form: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof StoryDraft | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/** The preview's own checks come before the schema (spec 01 §5): a theme first, then a name and a quest. */
export function previewProblem(draft: StoryDraft): 'no-category' | 'no-name-or-prompt' | null {
  if (!draft.category) return 'no-category';
  if (!draft.characterName.trim() || !draft.prompt.trim()) return 'no-name-or-prompt';
  return null;
}
