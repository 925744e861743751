import type { StoryFormInput } from '@inkspell/contracts';

/**
 * A POST /api/stories/generate body with every field given, so a test can read its length and narration back; the
 * hero's pronouns and look stay optional, as on the form.
 */
export type StoryRequest = Required<Omit<StoryFormInput, 'heroPronouns' | 'heroLook'>> & Pick<StoryFormInput, 'heroPronouns' | 'heroLook'>;

/**
 * The body of POST /api/stories/generate (and /preview): a short story without narration, which the
 * offline engines make quickly and the welcome ink pays for. A test names only the fields its checks
 * depend on, so a reader sees at once what the story is for.
 */
export function storyRequest(overrides: Partial<StoryRequest> = {}): StoryRequest {
  return {
    characterName: 'Pip',
    prompt: 'a lighthouse keeper who finds a map in a bottle',
    category: 'adventure',
    ageGroup: '7-10',
    length: 'short',
    includeAudio: false,
    ...overrides,
  };
}
