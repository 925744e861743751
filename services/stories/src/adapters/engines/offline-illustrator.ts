import type { Illustration, Illustrator, SceneRequest } from '../../domain/engines';

type IllustrationRequest = Pick<SceneRequest, 'seed' | 'category' | 'title' | 'characterName'>;
import { assetName } from './asset-name';
import { categoryScenes } from './illustrations/category-scenes';
import { paletteFor } from './illustrations/palettes';
import { height, hero, sky, width } from './illustrations/parts';
import { el, escapeXml } from './illustrations/svg';
import { seededRandom } from './seeded-random';

/** A full story gets at least this many pictures (the reader shows them between paragraphs). */
export const minimumScenes = 2;

/**
 * The default illustrator: deterministic SVG scenes drawn from each category's palette and motifs.
 * Same seed, category and scene index give the same bytes, hence the same content-hashed name. The
 * SVG is self-contained (no external references, no scripts) and labelled for screen readers.
 */
export class OfflineIllustrator implements Illustrator {
  drawScene(request: SceneRequest): Promise<Illustration> {
    return Promise.resolve(drawScene(request, request.sceneIndex));
  }
}

export function drawScene(request: IllustrationRequest, sceneIndex: number): Illustration {
  const scenes = categoryScenes[request.category];
  const scene = scenes[sceneIndex % scenes.length]!;
  const palette = paletteFor(request.category);
  const random = seededRandom(`${request.seed}\u0000${request.category}\u0000${sceneIndex}`);
  const alt = `${request.characterName} in ${scene.caption}, from "${request.title}"`;
  const [heroX, groundY] = scene.heroAt;
  const svg = el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', 'aria-labelledby': 'title desc' },
    el('title', { id: 'title' }, escapeXml(`${request.title} — picture ${sceneIndex + 1}`)),
    el('desc', { id: 'desc' }, escapeXml(alt)),
    scene.night ? sky(palette.nightTop, palette.nightBottom) : sky(palette.skyTop, palette.skyBottom),
    ...scene.draw(random, palette),
    hero(random, palette, heroX, groundY),
    // A frame in the category's colour ties every picture of the story together.
    el('rect', { x: 4, y: 4, width: width - 8, height: height - 8, rx: 18, fill: 'none', stroke: palette.accent, 'stroke-width': 8 }),
  );
  const bytes = new TextEncoder().encode(svg);
  return { sceneIndex, alt, name: assetName(bytes, 'svg'), contentType: 'image/svg+xml', bytes };
}
