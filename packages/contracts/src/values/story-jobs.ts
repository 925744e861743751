// Kept out of values.ts on purpose: only pages that follow a story job need these words, so the home page's
// contract-values chunk stays within its budget (ADR 0020).

/**
 * A story is a job (issue #22): written paragraph by paragraph, then illustrated, then ready; or failed, with
 * one of `storyFailureReasons` and its ink returned. Stories made before jobs are 'ready'.
 */
export const storyStatuses = ['writing', 'illustrating', 'ready', 'failed'] as const;
export type StoryStatus = (typeof storyStatuses)[number];

/** A story's status in a word or two, wherever a story is listed (the library, the admin console). */
export const storyStatusLabels: Record<StoryStatus, string> = {
  writing: 'Writing…',
  illustrating: 'Drawing pictures…',
  ready: 'Ready',
  failed: 'Failed, ink returned',
};

/** Why a story failed, in words a family can read; each says the ink went back. */
export const storyFailureReasons = {
  writing: "Spell's quill slipped while writing this story. Your ink has been returned, so please try again.",
  drawing: 'Spell could not draw the pictures for this story. Your ink has been returned, so please try again.',
  unsafe: 'Spell stopped this story because it went somewhere not meant for young readers. Your ink has been returned.',
  tooSlow: 'This story took too long to write. Your ink has been returned, so please try again.',
} as const;
export type StoryFailureKind = keyof typeof storyFailureReasons;
