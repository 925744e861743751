import type { GeneratedStory, StoryRequest } from './engines';
import { assertSafe } from './content-check';
import type { StoriesPorts } from './ports';

/** A full story or chapter ready to save: its text and the addresses of its stored illustrations. */
export interface MadeStory {
  story: GeneratedStory;
  imageUrls: string[];
}

/** Scenes drawn for a full story (ARCHITECTURE §6: at least two). */
const scenesPerStory = 2;

/**
 * Writes the story with the story engine, checks what it wrote (an engine can produce what a child should not
 * read), draws its scenes and stores them. Throws the engines' errors; the caller gives the ink back.
 */
export async function makeStory(
  ports: Pick<StoriesPorts, 'engines' | 'assets'>,
  request: StoryRequest,
  onEngineFailure: () => Error,
): Promise<MadeStory> {
  const story = await ports.engines.story.generate(request);
  await assertSafe(ports.engines.safety, { text: `${story.title}\n\n${story.content}` }, onEngineFailure);
  const illustrations = await ports.engines.illustrator.illustrate({
    seed: request.seed,
    category: request.previous?.category ?? request.category,
    title: story.title,
    characterName: request.characterName,
    scenes: scenesPerStory,
  });
  const imageUrls = await Promise.all(
    [...illustrations].sort((a, b) => a.sceneIndex - b.sceneIndex).map((image) => ports.assets.save(image)),
  );
  return { story, imageUrls };
}
