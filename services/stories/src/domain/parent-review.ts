import type { ParentGateState, Story, StoryReviewState } from '@inkspell/contracts';
import { z } from 'zod';
import { storyErrors } from './errors';
import type { StoriesPorts } from './ports';
import { storyAnswer } from './story-access';

/**
 * The review before the child hears (issue #15, ADR 0019): with the switch on, a new story or chapter is saved
 * 'waiting-for-parent' (its ink captured as usual: it was made); the parent reads it on the review screen and
 * approves it, and only then does the library and the reader give its words, pictures and narration.
 */

/** How a story made now is saved, by the owner's gate. */
export const reviewStateFor = (gate: ParentGateState): StoryReviewState => (gate.reviewStories ? 'waiting-for-parent' : 'approved');

/** The review screen: the user's waiting stories in full, oldest first, for the parent (PIN checked). */
export async function listWaitingStories(
  ports: Pick<StoriesPorts, 'repos' | 'parentGate'>,
  userId: string,
  pin?: string,
): Promise<Story[]> {
  await ports.parentGate(userId, pin);
  const waiting = await ports.repos.stories.listWaiting(userId);
  // Full, for the parent to read and listen to; reviewState still says it waits.
  return waiting.map((story) => storyAnswer(story, 'full', true));
}

const storyId = z.uuid();

/** The parent lets a waiting story of the user be read; any other id (not waiting, not theirs, none) is 404. */
export async function approveStory(
  ports: Pick<StoriesPorts, 'repos' | 'parentGate'>,
  id: string,
  userId: string,
  pin?: string,
): Promise<Story> {
  await ports.parentGate(userId, pin);
  const approved = storyId.safeParse(id).success && (await ports.repos.stories.approve(id, userId));
  const story = approved ? await ports.repos.stories.findById(id) : undefined;
  if (!story) throw storyErrors.storyNotFound();
  return storyAnswer(story, 'full', true);
}
