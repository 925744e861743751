import type { GeneratedStory, StoryRequest } from './engines';
import { assertSafe } from './content-check';
import type { StoriesPorts } from './ports';
import { scenePassages, scenesFor } from './story-scenes';

/** A full story or chapter ready to save: its text and the addresses of its stored illustrations. */
export interface MadeStory {
  story: GeneratedStory;
  imageUrls: string[];
}

/**
 * Writes the story with the story engine, checks what it wrote (an engine can produce what a child should not
 * read), draws its scenes (each from its own passage, all with the story's hero look) and stores them. Throws the
 * engines' errors; the caller gives the ink back.
 */
export async function makeStory(
  ports: Pick<StoriesPorts, 'engines' | 'assets'>,
  request: StoryRequest,
  onEngineFailure: () => Error,
): Promise<MadeStory> {
  const story = await ports.engines.story.write(request, () => Promise.resolve());
  await assertSafe(ports.engines.safety, { text: `${story.title}\n\n${story.content}` }, onEngineFailure);
  const passages = scenePassages(story.content, scenesFor(request.length));
  const illustrations = await Promise.all(
    passages.map((sceneText, sceneIndex) =>
      ports.engines.illustrator.drawScene({
        seed: request.seed,
        category: request.previous?.category ?? request.category,
        title: story.title,
        characterName: request.characterName,
        heroLook: story.metadata.heroLook ?? request.characterName,
        sceneIndex,
        sceneText,
      }),
    ),
  );
  const imageUrls = await Promise.all(illustrations.map((image) => ports.assets.save(image)));
  return { story, imageUrls };
}
