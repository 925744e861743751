import type { Illustration, Illustrator, SceneRequest } from '../../domain/engines';
import { assetName } from './asset-name';
import { categoryScenes } from './illustrations/category-scenes';
import { drawHero, heroAppearance } from './illustrations/hero';
import { paletteFor } from './illustrations/palettes';
import { height, sky, width } from './illustrations/parts';
import { companionX, placed, placeThings } from './illustrations/placing';
import { sceneCast } from './illustrations/scene-cast';
import { sceneExtras } from './illustrations/scene-extras';
import { el, escapeXml } from './illustrations/svg';
import { drawnSceneAlt } from './scene-alt';
import { seededRandom } from './seeded-random';

/**
 * The default illustrator: deterministic SVG scenes drawn from each category's palette and motifs. Every scene
 * shows the hero (in the look chosen on the create form, else the story's), the story's companion and the things
 * of the child's idea from the drawing library (issue #23); the last scene is the bedtime ending, by night. Same
 * request, same bytes, hence the same content-hashed name. The SVG is self-contained (no external references, no
 * scripts) and labelled for screen readers with a sentence saying what is drawn.
 */
export class OfflineIllustrator implements Illustrator {
  drawScene(request: SceneRequest): Promise<Illustration> {
    return Promise.resolve().then(() => offlineScene(request));
  }
}

/** How much darker the night makes everything below the sky: the ending is drawn in night colours. */
const nightShade = 0.3;

export function offlineScene(request: SceneRequest): Illustration {
  const { sceneIndex } = request;
  // Start by day, then the middle, then the bedtime ending by night (issue #23): the scenes follow the story's arc,
  // whatever words a passage uses; a fourth scene or more starts the round again.
  const scenes = categoryScenes[request.category];
  const scene = scenes[sceneIndex % scenes.length]!;
  const palette = paletteFor(request.category);
  const random = seededRandom([request.seed, request.category, sceneIndex, request.sceneText, request.heroLook].join('\u0000'));
  const [heroX, groundY] = scene.heroAt;
  const cast = sceneCast(request, scene.action);
  const things = placeThings(cast.things, palette, random, heroX, groundY);
  const friendX = companionX(heroX);
  const alt = drawnSceneAlt({
    hero: request.characterName,
    ...(request.heroPronouns ? { pronouns: request.heroPronouns } : {}),
    ...(cast.companion ? { companion: `${cast.companion.name} the ${cast.companion.word}` } : {}),
    action: scene.action,
    things: cast.things.map((thing) => thing.noun),
  });
  const svg = el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', 'aria-labelledby': 'title desc' },
    el('title', { id: 'title' }, escapeXml(`${request.title} — picture ${sceneIndex + 1}`)),
    el('desc', { id: 'desc' }, escapeXml(alt)),
    scene.night ? sky(palette.nightTop, palette.nightBottom) : sky(palette.skyTop, palette.skyBottom),
    ...scene.draw(random, palette),
    ...sceneExtras(request.sceneText, random, palette),
    ...things.back,
    ...things.front,
    // The companion faces the hero.
    ...(cast.companion ? [placed(cast.companion.drawing, palette, random, friendX, groundY + 4, 0.85, friendX > heroX)] : []),
    drawHero(heroAppearance(request.seed, request.heroLook, request.chosenLook), heroX, groundY),
    ...(scene.night ? [el('rect', { width, height, fill: palette.nightTop, opacity: nightShade, 'data-part': 'night' })] : []),
    // A frame in the category's colour ties every picture of the story together.
    el('rect', { x: 4, y: 4, width: width - 8, height: height - 8, rx: 18, fill: 'none', stroke: palette.accent, 'stroke-width': 8 }),
  );
  const bytes = new TextEncoder().encode(svg);
  return { sceneIndex, alt, name: assetName(bytes, 'svg'), contentType: 'image/svg+xml', bytes };
}
