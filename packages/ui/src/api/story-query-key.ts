import { storiesApiPaths } from '@inkspell/contracts/values';

/**
 * One story's query key; the referral code is part of it because it can change what the server answers.
 * In the kit because two sides fill it: the stories remote's reader, and the shell's render of a shared story
 * on the server (shell/src/prerender/render-page.tsx), whose answer the browser's first render reuses.
 */
export function storyQueryKey(id: string, ref?: string) {
  return [storiesApiPaths.story(id), { ref: ref ?? null }] as const;
}
