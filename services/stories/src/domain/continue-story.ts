import { continueInkCost, type ContinueAnswer } from '@inkspell/contracts/stories';
import { storyErrors } from './errors';
import { orderStory } from './order-story';
import type { StoriesPorts } from './ports';
import { findOwnStory } from './read-stories';

/**
 * The next chapter of a user's own story (spec 01 §9: 2 ink + 1 for narration). It joins the story's collection
 * with the next collectionOrder; a standalone story becomes the collection's first part (its id names the
 * collection, order 1). Before any ink moves the parent's gate decides, as for a new story (ADR 0019); then the
 * chapter is ordered like a story (order-story.ts) and written from the one before by the job.
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
  // ...nor one that is not whole yet, or never will be (issue #22).
  if (parent.status !== 'ready') throw storyErrors.storyNotReady();
  const gate = await ports.parentGate(user.id, pin);
  return orderStory(ports, {
    user,
    gate,
    inkCost: continueInkCost(includeAudio),
    holdKey: (id) => `continue:${id}`,
    holdDescription: `New chapter: ${parent.title}`,
    fields: {
      title: `${parent.title}: the next chapter`,
      category: parent.category,
      characterName: parent.characterName,
      prompt: parent.prompt,
      ageGroup: parent.ageGroup,
      length: parent.length,
      hasAudio: includeAudio,
      // The hero stays who they were (issue #23): the first chapter's pronouns and look, chapter after chapter.
      heroPronouns: parent.heroPronouns,
      heroLook: parent.heroLook,
    },
    continues: { parentId: parent.id, collectionId: parent.collectionId ?? parent.id },
    onFailure: storyErrors.continueFailed,
  });
}
