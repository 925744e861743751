import { randomUUID } from 'node:crypto';
import { continueInkCost, type ContinueAnswer } from '@inkspell/contracts/stories';
import { engineFailureAs } from './content-check';
import { storyErrors } from './errors';
import { failureReason, giveInkBack } from './ink-hold';
import { makeStory } from './make-story';
import { reviewStateFor } from './parent-review';
import type { StoriesPorts } from './ports';
import { findOwnStory } from './read-stories';
import { ageGroupOf, categoryOf, lengthOf, previousChapterOf } from './story-options';

/**
 * The next chapter of a user's own story (spec 01 §9: 2 ink + 1 for narration). It joins the story's
 * collection with the next collectionOrder; a standalone story becomes the collection's first part (its id
 * names the collection, order 1). Ink is held first and given back when the chapter cannot be made; before
 * that the parent's gate decides, as for a new story (ADR 0019).
 */
export async function continueStory(
  ports: StoriesPorts,
  storyId: string,
  includeAudio: boolean,
  user: { id: string; username: string },
  pin?: string,
): Promise<ContinueAnswer> {
  const parent = await findOwnStory(ports, storyId, user.id);
  if (parent.isPreview) throw storyErrors.previewNotContinuable();
  // A chapter is written from the one before: a story nobody may read yet cannot be continued (ADR 0019).
  if (parent.reviewState === 'waiting-for-parent') throw storyErrors.waitingForParent();
  const gate = await ports.parentGate(user.id, pin);
  const id = randomUUID();
  const inkCost = continueInkCost(includeAudio);
  const { holdId } = await ports.inkHolds.hold({
    idempotencyKey: `continue:${id}`,
    userId: user.id,
    amount: inkCost,
    description: `New chapter: ${parent.title}`,
  });
  try {
    const { story, imageUrls } = await makeStory(
      ports,
      {
        seed: id,
        category: categoryOf(parent.category),
        characterName: parent.characterName,
        prompt: parent.prompt,
        ageGroup: ageGroupOf(parent.ageGroup),
        length: lengthOf(parent.length),
        mode: 'full',
        previous: previousChapterOf(parent),
      },
      storyErrors.continueFailed,
    );
    const collectionId = parent.collectionId ?? parent.id;
    await ports.transaction(async (tx) => {
      await tx.stories.startCollection(parent.id, collectionId);
      const collectionOrder = await tx.stories.nextCollectionOrder(collectionId);
      await tx.stories.insert({
        id,
        userId: user.id,
        username: user.username,
        sessionId: null,
        title: story.title,
        content: story.content,
        preview: story.preview,
        category: parent.category,
        characterName: parent.characterName,
        prompt: parent.prompt,
        ageGroup: parent.ageGroup,
        length: parent.length,
        readTime: story.readTime,
        inkCost,
        isPublic: false,
        isPreview: false,
        hasImages: imageUrls.length > 0,
        imageUrls,
        hasAudio: includeAudio,
        audioUrl: null,
        metadata: story.metadata,
        collectionId,
        collectionOrder,
        holdId,
        reviewState: reviewStateFor(gate),
      });
      if (includeAudio) await tx.narrationJobs.enqueue({ storyId: id, userId: user.id, holdId });
      await tx.recordEvent('inkspell.story.generated', {
        storyId: id,
        userId: user.id,
        holdId,
        inkCost,
        category: parent.category,
        title: story.title,
      });
    });
  } catch (err) {
    await giveInkBack(ports, { userId: user.id, holdId }, failureReason(err)).catch(() => undefined);
    throw engineFailureAs(err, storyErrors.continueFailed);
  }
  if (includeAudio) ports.narration.kick();
  return { id, characterName: parent.characterName };
}
