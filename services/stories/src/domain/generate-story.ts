import { categoryLook, storyInkCost, type GenerateAnswer, type StoryForm } from '@inkspell/contracts/stories';
import { assertSafeIdea } from './content-check';
import { storyErrors } from './errors';
import { orderStory } from './order-story';
import type { StoriesPorts } from './ports';

/**
 * A full story for a signed-in user (spec 01 §9: base by length + 1 art + 1 narration). First the parent's gate
 * (ADR 0019: with a PIN set, no ink moves without it), then the hero and prompt are checked before any ink
 * moves; then the story is ordered (order-story.ts) and answered as it stands, 'writing' (issue #22).
 */
export async function generateStory(
  ports: StoriesPorts,
  form: StoryForm,
  user: { id: string; username: string },
  pin?: string,
): Promise<GenerateAnswer> {
  // Both before any ink moves, asked at once (the safety check is a provider's round trip); the gate's refusal wins.
  const [gate, safety] = await Promise.allSettled([
    ports.parentGate(user.id, pin),
    assertSafeIdea(ports.engines.safety, form, storyErrors.generationFailed),
  ]);
  if (gate.status === 'rejected') throw gate.reason;
  if (safety.status === 'rejected') throw safety.reason;
  const look = categoryLook(form.category);
  return orderStory(ports, {
    user,
    gate: gate.value,
    inkCost: storyInkCost(form.length, form.includeAudio),
    holdKey: (id) => `story:${id}`,
    holdDescription: `Story: ${form.characterName}'s ${look.name}`,
    fields: {
      title: `${form.characterName}'s ${look.name}`,
      category: form.category,
      characterName: form.characterName,
      prompt: form.prompt,
      ageGroup: form.ageGroup,
      length: form.length,
      hasAudio: form.includeAudio,
      heroPronouns: form.heroPronouns,
      heroLook: form.heroLook ?? null,
    },
    onFailure: storyErrors.generationFailed,
  });
}
