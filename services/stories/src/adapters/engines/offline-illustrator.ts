import type { Illustration, Illustrator, SceneRequest } from '../../domain/engines';
import { assetName } from './asset-name';
import { heroColours } from './hero-look';
import { categoryScenes } from './illustrations/category-scenes';
import { paletteFor } from './illustrations/palettes';
import { height, hero, sky, width } from './illustrations/parts';
import { bedtimeWords, sceneExtras } from './illustrations/scene-extras';
import { el, escapeXml } from './illustrations/svg';
import { sceneAlt } from './scene-alt';
import { seededRandom } from './seeded-random';

/**
 * The default illustrator: deterministic SVG scenes drawn from each category's palette and motifs. The scene's
 * passage picks the backdrop (a bedtime passage is drawn by night) and adds things it names (a lantern, fish); the
 * hero wears the colours of the story's hero look. Same request, same bytes, hence the same content-hashed name.
 * The SVG is self-contained (no external references, no scripts) and labelled for screen readers.
 */
export class OfflineIllustrator implements Illustrator {
  drawScene(request: SceneRequest): Promise<Illustration> {
    return Promise.resolve().then(() => offlineScene(request));
  }
}

/** The index of the category's night scene: the calm close of every story. */
const bedtimeScene = 2;

export function offlineScene(request: SceneRequest): Illustration {
  const { sceneIndex } = request;
  const scenes = categoryScenes[request.category];
  const bedtime = sceneIndex > 0 && bedtimeWords.test(request.sceneText);
  const scene = scenes[bedtime ? bedtimeScene : sceneIndex % scenes.length]!;
  const palette = paletteFor(request.category);
  const random = seededRandom([request.seed, request.category, sceneIndex, request.sceneText, request.heroLook].join('\u0000'));
  const alt = sceneAlt(request);
  const [heroX, groundY] = scene.heroAt;
  const svg = el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', 'aria-labelledby': 'title desc' },
    el('title', { id: 'title' }, escapeXml(`${request.title} — picture ${sceneIndex + 1}`)),
    el('desc', { id: 'desc' }, escapeXml(`${alt} (${scene.caption})`)),
    scene.night ? sky(palette.nightTop, palette.nightBottom) : sky(palette.skyTop, palette.skyBottom),
    ...scene.draw(random, palette),
    ...sceneExtras(request.sceneText, random, palette),
    hero(random, palette, heroX, groundY, heroColours(request.heroLook)),
    // A frame in the category's colour ties every picture of the story together.
    el('rect', { x: 4, y: 4, width: width - 8, height: height - 8, rx: 18, fill: 'none', stroke: palette.accent, 'stroke-width': 8 }),
  );
  const bytes = new TextEncoder().encode(svg);
  return { sceneIndex, alt, name: assetName(bytes, 'svg'), contentType: 'image/svg+xml', bytes };
}
