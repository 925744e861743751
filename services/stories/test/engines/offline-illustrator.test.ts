import { categoryIds, categoryLook } from '@inkspell/contracts/stories';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { SceneRequest } from '../../src/domain/engines';
import { lookColours } from '../../src/adapters/engines/hero-look';
import { offlineScene, OfflineIllustrator } from '../../src/adapters/engines/offline-illustrator';
import { paletteFor } from '../../src/adapters/engines/illustrations/palettes';
import { assetName } from '../../src/adapters/engines/asset-name';

const request: SceneRequest = {
  seed: 'story-42',
  category: 'dragon',
  title: 'Theo & the <Brave> Dragon',
  characterName: 'Theo',
  prompt: 'A dragon who is afraid of the dark',
  heroLook: 'Theo, a small child with curly ginger hair, a purple scarf and round glasses',
  sceneIndex: 0,
  sceneText: 'Theo climbed the hill with Sparky. The wind sang in the grass.',
};
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const svgRoot = (svg: string) => new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(svg).svg;

describe('offline illustrator', () => {
  it.each(categoryIds)('draws distinct, valid, accessible %s scenes in the category palette', async (category) => {
    const pictures = await Promise.all(
      [0, 1, 2].map((sceneIndex) => new OfflineIllustrator().drawScene({ ...request, category, sceneIndex })),
    );
    expect(pictures.map((p) => p.sceneIndex)).toEqual([0, 1, 2]);
    expect(new Set(pictures.map((p) => p.name)).size).toBe(3);
    const palette = paletteFor(category);
    for (const picture of pictures) {
      const svg = text(picture.bytes);
      expect(XMLValidator.validate(svg)).toBe(true);
      const root = svgRoot(svg);
      expect(root.role).toBe('img');
      expect(root.title['#text']).toContain('Theo & the <Brave> Dragon');
      expect(root.desc['#text']).toContain('Theo');
      expect(picture.alt).toContain('Theo climbed the hill with Sparky.');
      expect(svg).toContain(categoryLook(category).color);
      expect(svg).toContain(palette.ground);
      expect(svg).not.toMatch(/<script|<image|<foreignObject|href=|xlink:|javascript:|https?:\/\/(?!www\.w3\.org\/2000\/svg)/i);
      expect(picture.bytes.byteLength).toBeLessThan(30 * 1024);
      expect(picture.contentType).toBe('image/svg+xml');
      expect(picture.name).toBe(assetName(picture.bytes, 'svg'));
    }
  });

  it('draws the same picture for the same scene, and another for another story or another passage', () => {
    const first = offlineScene({ ...request, sceneIndex: 1 });
    expect(text(offlineScene({ ...request, sceneIndex: 1 }).bytes)).toBe(text(first.bytes));
    expect(offlineScene({ ...request, sceneIndex: 1, seed: 'story-43' }).name).not.toBe(first.name);
    expect(offlineScene({ ...request, sceneIndex: 1, sceneText: 'Theo sat by the river.' }).name).not.toBe(first.name);
    expect(first.name).toMatch(/^[0-9a-f]{32}\.svg$/);
  });

  it('dresses the hero in the colours of the hero look, in every scene', () => {
    for (const sceneIndex of [0, 1, 2]) {
      const svg = text(offlineScene({ ...request, sceneIndex }).bytes);
      expect(svg).toContain(`fill="${lookColours.purple}"`);
      expect(svg).toContain(`fill="${lookColours.ginger}"`);
    }
    const other = text(offlineScene({ ...request, heroLook: 'Theo, a tall child with black hair and a green hoodie' }).bytes);
    expect(other).toContain(`fill="${lookColours.green}"`);
    expect(other).toContain(`fill="${lookColours.black}"`);
    expect(other).not.toContain(`fill="${lookColours.purple}"`);
  });

  it('draws what the passage names, and a bedtime passage by night', () => {
    const plain = offlineScene({ ...request, category: 'adventure', sceneIndex: 1, sceneText: 'Theo walked on.' });
    const named = offlineScene({
      ...request,
      category: 'adventure',
      sceneIndex: 1,
      sceneText: 'Theo walked on. A lantern swung by a cottage.',
    });
    // The lamp post's glowing head and a house's door: neither is in the adventure category's middle scene.
    expect(text(plain.bytes)).not.toMatch(/<rect [^>]*y="250" width="6" height="130"/);
    expect(text(named.bytes)).toMatch(/<rect [^>]*y="250" width="6" height="130"/);
    const palette = paletteFor('adventure');
    const bedtime = text(
      offlineScene({ ...request, category: 'adventure', sceneIndex: 1, sceneText: 'Theo yawned and fell asleep.' }).bytes,
    );
    expect(bedtime).toContain(palette.nightTop);
    expect(text(plain.bytes)).not.toContain(palette.nightTop);
  });
});
