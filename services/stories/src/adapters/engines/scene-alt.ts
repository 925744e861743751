import type { HeroPronouns } from '@inkspell/contracts/stories';
import type { SceneRequest } from '../../domain/engines';

/** Alt text longer than this is cut: a screen reader reads it whole before the story goes on. */
const altChars = 160;

/**
 * A model's picture's text alternative: the hero in the scene's first sentence, from the story. The OpenAI
 * illustrator draws that passage, so it says what the picture shows.
 */
export function passageAlt(request: Pick<SceneRequest, 'characterName' | 'title' | 'sceneText'>): string {
  const flat = request.sceneText.replace(/\s+/g, ' ').trim();
  const first = /^.+?[.!?]["”]?(?=\s|$)/.exec(flat)?.[0] ?? flat;
  const sentence = first.length > altChars ? `${first.slice(0, first.lastIndexOf(' ', altChars))}...` : first;
  return sentence ? `${request.characterName}, from "${request.title}": ${sentence}` : `${request.characterName}, from "${request.title}"`;
}

/** What the offline illustrator drew in one scene, in words. */
export interface DrawnScene {
  hero: string;
  pronouns?: HeroPronouns;
  /** The companion as "Pip the fox". */
  companion?: string;
  /** What hero and companion do, as a verb phrase for "they": "set off across a sunny valley". */
  action: string;
  /** The idea's things drawn beside them: "a treasure map", "an octopus". */
  things: string[];
}

const possessive: Record<HeroPronouns, string> = { they: 'their', she: 'her', he: 'his' };

/** "set off" → "sets off", "watch" → "watches", "fly" → "flies": the verb phrase for one hero alone. */
export function forOne(action: string): string {
  const [verb = '', ...rest] = action.split(' ');
  const conjugated = /(?:s|sh|ch|x|z|o)$/.test(verb) ? `${verb}es` : /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ies` : `${verb}s`;
  return [conjugated, ...rest].join(' ');
}

/** "a, b and c". */
function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The offline picture's text alternative (issue #23): one sentence saying what is drawn, the hero and the
 * companion doing the scene's action with the idea's things beside them — "Maya and her friend Pip the fox set off
 * across a sunny valley, with a treasure map and a garden shed nearby."
 */
export function drawnSceneAlt(scene: DrawnScene): string {
  const subject = scene.companion ? `${scene.hero} and ${possessive[scene.pronouns ?? 'they']} friend ${scene.companion}` : scene.hero;
  const action = scene.companion ? scene.action : forOne(scene.action);
  const things = scene.things.length > 0 ? `, with ${listed(scene.things)} nearby` : '';
  return `${subject} ${action}${things}.`;
}
