import type { SceneRequest } from '../../domain/engines';

/** Alt text longer than this is cut: a screen reader reads it whole before the story goes on. */
const altChars = 160;

/**
 * A picture's text alternative: the hero in the scene's first sentence, from the story. Both illustrators draw
 * that sentence's passage, so it says what the picture shows.
 */
export function sceneAlt(request: Pick<SceneRequest, 'characterName' | 'title' | 'sceneText'>): string {
  const flat = request.sceneText.replace(/\s+/g, ' ').trim();
  const first = /^.+?[.!?]["”]?(?=\s|$)/.exec(flat)?.[0] ?? flat;
  const sentence = first.length > altChars ? `${first.slice(0, first.lastIndexOf(' ', altChars))}...` : first;
  return sentence ? `${request.characterName}, from "${request.title}": ${sentence}` : `${request.characterName}, from "${request.title}"`;
}
