import { randomUUID } from 'node:crypto';
import type { ParentGateState, Story } from '@inkspell/contracts';
import { failureReason, giveInkBack } from './ink-hold';
import { reviewStateFor } from './parent-review';
import type { StoriesPorts } from './ports';
import type { NewStory } from './story';
import { storyAnswer } from './story-access';

/** What a new story or chapter is, before a word of it is written. */
export interface StoryOrder {
  user: { id: string; username: string };
  gate: ParentGateState;
  inkCost: number;
  /** Names the ink hold, so a retried hold of the same story holds once: `story:<id>` or `continue:<id>`. */
  holdKey: (storyId: string) => string;
  holdDescription: string;
  fields: Pick<
    NewStory,
    'title' | 'category' | 'characterName' | 'prompt' | 'ageGroup' | 'length' | 'hasAudio' | 'heroPronouns' | 'heroLook'
  >;
  /** A chapter joins the collection of the story it continues (the parent's id names a new collection). */
  continues?: { parentId: string; collectionId: string };
  /** The use-case's refusal when the story cannot even be queued (the ink goes back first). */
  onFailure: () => Error;
}

/**
 * The one skeleton of generate and continue (issue #22): hold the ink, then save the story as 'writing' and its
 * job in one transaction, and answer at once; the job writes, draws and settles it (jobs/story-writer.ts). If the
 * story cannot be saved, the ink goes back. Its ink is captured only when the job makes it ready.
 */
export async function orderStory(ports: StoriesPorts, order: StoryOrder): Promise<Story> {
  const id = randomUUID();
  const { holdId } = await ports.inkHolds.hold({
    idempotencyKey: order.holdKey(id),
    userId: order.user.id,
    amount: order.inkCost,
    description: order.holdDescription,
  });
  const story: NewStory = {
    id,
    userId: order.user.id,
    username: order.user.username,
    sessionId: null,
    ...order.fields,
    content: '',
    preview: '',
    readTime: 0,
    inkCost: order.inkCost,
    isPublic: false,
    isPreview: false,
    hasImages: false,
    imageUrls: [],
    audioUrl: null,
    metadata: { wordCount: 0 },
    collectionId: null,
    collectionOrder: 1,
    holdId,
    reviewState: reviewStateFor(order.gate),
    status: 'writing',
  };
  let saved;
  try {
    saved = await ports.transaction(async (tx) => {
      if (order.continues) {
        await tx.stories.startCollection(order.continues.parentId, order.continues.collectionId);
        story.collectionId = order.continues.collectionId;
        story.collectionOrder = await tx.stories.nextCollectionOrder(order.continues.collectionId);
      }
      const row = await tx.stories.insert(story);
      await tx.storyJobs.enqueue(id);
      return row;
    });
  } catch (err) {
    // Not saved: the hold then expires and the ink service releases it on its own.
    await giveInkBack(ports, { userId: order.user.id, holdId }, failureReason(err)).catch(() => undefined);
    throw order.onFailure();
  }
  ports.storyJobs.kick();
  return storyAnswer(saved, saved.reviewState === 'waiting-for-parent' ? 'waiting' : 'full', true);
}
