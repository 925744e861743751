/**
 * Pure rules of the console's Stories and Users tabs (spec 02 §2, §9): the search boxes and the
 * prompt cut at 200 characters in the list.
 */
import { storyLimits } from '@inkspell/contracts/values';
import type { AdminStory, AdminUser } from './admin-answers';

/** The list shows at most this many characters of a prompt (spec 02 §9). */
export const promptPreviewChars = storyLimits.adminPromptTruncate;

/** A prompt cut to 200 characters with an ellipsis; a shorter one unchanged. */
export function truncatePrompt(prompt: string, limit: number = promptPreviewChars): string {
  const characters = Array.from(prompt);
  return characters.length <= limit ? prompt : `${characters.slice(0, limit).join('').trimEnd()}...`;
}

/** Words of the search box: case and surrounding spaces do not matter, each word must be found. */
function searchTerms(query: string): string[] {
  return query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
}

function matchesAll(fields: readonly (string | null | undefined)[], terms: readonly string[]): boolean {
  const text = fields.filter(Boolean).join(' ').toLocaleLowerCase();
  return terms.every((term) => text.includes(term));
}

/** Stories whose title, author, hero, category or prompt hold every word of the search. */
export function searchStories<T extends Pick<AdminStory, 'title' | 'username' | 'characterName' | 'category' | 'prompt'>>(
  stories: readonly T[],
  query: string,
): T[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...stories];
  return stories.filter((story) => matchesAll([story.title, story.username, story.characterName, story.category, story.prompt], terms));
}

/** Users whose username, e-mail or name hold every word of the search. */
export function searchUsers<T extends Pick<AdminUser, 'username' | 'email' | 'firstName' | 'lastName'>>(
  users: readonly T[],
  query: string,
): T[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [...users];
  return users.filter((user) => matchesAll([user.username, user.email, user.firstName, user.lastName], terms));
}

/** "12 stories" / "1 story": the count above a list, of what the search shows out of all. */
export function countLabel(shown: number, total: number, noun: { one: string; many: string }): string {
  const word = total === 1 ? noun.one : noun.many;
  return shown === total ? `${total} ${word}` : `${shown} of ${total} ${word}`;
}
