import type { SceneRequest } from '../../../domain/engines';
import { companionIn } from '../hero-look';
import { companionDrawing, drawingsNamed, type Drawing } from './library';

/** Who and what a scene shows besides its backdrop: the story's companion and the things of the child's idea. */
export interface SceneCast {
  companion?: { name: string; word: string; drawing: Drawing };
  things: Drawing[];
}

/** The idea's things every scene shows (the first ones the prompt names), and what one passage adds. */
const promptThings = 2;
const passageThings = 1;

/**
 * The scene's cast (issue #23): the companion the hero look names, drawn as the creature its description names;
 * the first things the child's prompt names, in every scene; and one more thing the scene's own passage names.
 * A thing that is already the companion, or (for the passage) the backdrop's, is not drawn twice.
 */
export function sceneCast(request: Pick<SceneRequest, 'heroLook' | 'prompt' | 'sceneText'>, backdrop: string): SceneCast {
  const described = companionIn(request.heroLook);
  const companionNamed = described ? companionDrawing(described.kind) : undefined;
  const companion = described && companionNamed ? { name: described.name, ...companionNamed } : undefined;
  const taken = new Set(companion ? [companion.drawing.id] : []);
  const fresh = (text: string, count: number) =>
    drawingsNamed(text)
      .map((n) => n.drawing)
      .filter((d) => !taken.has(d.id))
      .slice(0, count)
      .map((d) => (taken.add(d.id), d));
  const ideaThings = fresh(request.prompt, promptThings);
  // What the backdrop already shows (the space scene's rocket) is not drawn again for the passage.
  for (const shown of drawingsNamed(backdrop)) taken.add(shown.drawing.id);
  const things = [...ideaThings, ...fresh(request.sceneText, passageThings)];
  return { ...(companion ? { companion } : {}), things };
}
