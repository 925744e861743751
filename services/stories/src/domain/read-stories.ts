import { z } from 'zod';
import type { Story } from '@inkspell/contracts/stories';
import { storyErrors } from './errors';
import type { StoriesPorts } from './ports';
import type { StoryRecord } from './story';
import { storyAnswer, viewOf } from './story-access';

const storyId = z.uuid();

/** The story when the id names one; an id that is not an id names none (404, like any other unknown id). */
async function findStory(ports: Pick<StoriesPorts, 'repos'>, id: string): Promise<StoryRecord | undefined> {
  return storyId.safeParse(id).success ? ports.repos.stories.findById(id) : undefined;
}

/** The user's own story, or the same 404 whether it is missing or someone else's. */
export async function findOwnStory(ports: Pick<StoriesPorts, 'repos'>, id: string, userId: string): Promise<StoryRecord> {
  const story = await findStory(ports, id);
  if (!story || story.userId !== userId) throw storyErrors.storyNotFound();
  return story;
}

/** GET /api/stories/:id?ref= — what this viewer may read of the story (story-access.ts), or 404. */
export async function readStory(ports: Pick<StoriesPorts, 'repos'>, id: string, viewer: { userId?: string; ref?: string }): Promise<Story> {
  const story = await findStory(ports, id);
  if (!story) throw storyErrors.storyNotFound();
  const isOwner = viewer.userId !== undefined && story.userId === viewer.userId;
  const referral = !isOwner && viewer.ref ? await ports.repos.referrals.findByCode(viewer.ref) : undefined;
  const view = viewOf(story, { userId: viewer.userId, refMatchesStory: referral?.sharedStoryId === story.id });
  if (view === 'none') throw storyErrors.storyNotFound();
  const answer = storyAnswer(story, view, isOwner);
  if (!referral || referral.sharedStoryId !== story.id || viewer.userId === undefined) return answer;
  return { ...answer, sharerEarnedBonus: await sharerEarnedBonusFrom(ports, referral.referrerUserId, viewer.userId) };
}

/** Whether this reader's sign-up earned the sharer a bonus (through any of the sharer's links). */
async function sharerEarnedBonusFrom(ports: Pick<StoriesPorts, 'repos'>, referrerUserId: string, viewerId: string): Promise<boolean> {
  const completion = await ports.repos.referrals.completionOf(viewerId);
  return completion?.referrerUserId === referrerUserId && completion.bonusAwarded;
}

/** The user's library, newest first, adopted previews included (they stay marked as previews). */
export async function listOwnStories(ports: Pick<StoriesPorts, 'repos'>, userId: string): Promise<Story[]> {
  const stories = await ports.repos.stories.listByUser(userId);
  return stories.map((story) => storyAnswer(story, story.reviewState === 'waiting-for-parent' ? 'waiting' : 'full', true));
}

/** Deletes a user's own story once the parent's gate lets it (ADR 0019); anyone else's, or none, is 404. */
export async function deleteOwnStory(
  ports: Pick<StoriesPorts, 'repos' | 'parentGate'>,
  id: string,
  userId: string,
  pin?: string,
): Promise<void> {
  await ports.parentGate(userId, pin);
  const deleted = storyId.safeParse(id).success && (await ports.repos.stories.deleteOwned(id, userId));
  if (!deleted) throw storyErrors.storyNotFound();
}
