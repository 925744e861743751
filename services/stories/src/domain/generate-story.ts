import { randomUUID } from 'node:crypto';
import { categoryLook, storyInkCost, type GenerateAnswer, type StoryForm } from '@inkspell/contracts/stories';
import { assertSafe, engineFailureAs } from './content-check';
import { storyErrors } from './errors';
import { failureReason, giveInkBack } from './ink-hold';
import { makeStory } from './make-story';
import { reviewStateFor } from './parent-review';
import type { StoriesPorts } from './ports';

/**
 * A full story for a signed-in user (spec 01 §9: base by length + 1 art + 1 narration). The hero and prompt
 * are checked before any ink moves; the ink is held, the story written, drawn and saved, and the save
 * records inkspell.story.generated in the same transaction (the ink service captures the hold on it).
 * Any failure after the hold gives the ink back. Narration is queued, never waited for. First of all the
 * parent's gate (ADR 0019): with a PIN set, no ink moves without it; with the review switch on, the story is
 * saved waiting for a parent.
 */
export async function generateStory(
  ports: StoriesPorts,
  form: StoryForm,
  user: { id: string; username: string },
  pin?: string,
): Promise<GenerateAnswer> {
  const gate = await ports.parentGate(user.id, pin);
  await assertSafe(ports.engines.safety, { characterName: form.characterName, prompt: form.prompt }, storyErrors.generationFailed);
  const id = randomUUID();
  const inkCost = storyInkCost(form.length, form.includeAudio);
  const { holdId } = await ports.inkHolds.hold({
    idempotencyKey: `story:${id}`,
    userId: user.id,
    amount: inkCost,
    description: `Story: ${form.characterName}'s ${categoryLook(form.category).name}`,
  });
  try {
    const { story, imageUrls } = await makeStory(
      ports,
      {
        seed: id,
        category: form.category,
        characterName: form.characterName,
        prompt: form.prompt,
        ageGroup: form.ageGroup,
        length: form.length,
        mode: 'full',
      },
      storyErrors.generationFailed,
    );
    await ports.transaction(async (tx) => {
      await tx.stories.insert({
        id,
        userId: user.id,
        username: user.username,
        sessionId: null,
        title: story.title,
        content: story.content,
        preview: story.preview,
        category: form.category,
        characterName: form.characterName,
        prompt: form.prompt,
        ageGroup: form.ageGroup,
        length: form.length,
        readTime: story.readTime,
        inkCost,
        isPublic: false,
        isPreview: false,
        hasImages: imageUrls.length > 0,
        imageUrls,
        hasAudio: form.includeAudio,
        audioUrl: null,
        metadata: story.metadata,
        collectionId: null,
        collectionOrder: 1,
        holdId,
        reviewState: reviewStateFor(gate),
      });
      if (form.includeAudio) await tx.narrationJobs.enqueue({ storyId: id, userId: user.id, holdId });
      await tx.recordEvent('inkspell.story.generated', {
        storyId: id,
        userId: user.id,
        holdId,
        inkCost,
        category: form.category,
        title: story.title,
      });
    });
  } catch (err) {
    // Not written: the hold then expires and the ink service releases it on its own.
    await giveInkBack(ports, { userId: user.id, holdId }, failureReason(err)).catch(() => undefined);
    throw engineFailureAs(err, storyErrors.generationFailed);
  }
  if (form.includeAudio) ports.narration.kick();
  return { id, category: form.category, characterName: form.characterName };
}
