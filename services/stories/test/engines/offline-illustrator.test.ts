import { categoryIds, categoryLook } from '@inkspell/contracts/stories';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { drawScene, OfflineIllustrator } from '../../src/adapters/engines/offline-illustrator';
import { paletteFor } from '../../src/adapters/engines/illustrations/palettes';
import { assetName } from '../../src/adapters/engines/asset-name';

const request = { seed: 'story-42', category: 'dragon' as const, title: 'Theo & the <Brave> Dragon', characterName: 'Theo', scenes: 2 };
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('offline illustrator', () => {
  it.each(categoryIds)('draws at least two distinct, valid, accessible %s scenes in the category palette', async (category) => {
    const pictures = await new OfflineIllustrator().illustrate({ ...request, category, scenes: 3 });
    expect(pictures).toHaveLength(3);
    expect(new Set(pictures.map((p) => p.name)).size).toBe(3);
    const palette = paletteFor(category);
    for (const picture of pictures) {
      const svg = text(picture.bytes);
      expect(XMLValidator.validate(svg)).toBe(true);
      const root = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(svg).svg;
      expect(root.role).toBe('img');
      expect(root.title['#text']).toContain('Theo & the <Brave> Dragon');
      expect(root.desc['#text']).toContain('Theo');
      expect(picture.alt).toContain('Theo');
      expect(svg).toContain(categoryLook(category).color);
      expect(svg).toContain(palette.ground);
      expect(svg).not.toMatch(/<script|<image|<foreignObject|href=|xlink:|javascript:|https?:\/\/(?!www\.w3\.org\/2000\/svg)/i);
      expect(picture.bytes.byteLength).toBeLessThan(30 * 1024);
      expect(picture.contentType).toBe('image/svg+xml');
      expect(picture.name).toBe(assetName(picture.bytes, 'svg'));
    }
  });

  it('gives a full story at least two pictures even when asked for fewer', async () => {
    const pictures = await new OfflineIllustrator().illustrate({ ...request, scenes: 1 });
    expect(pictures.map((p) => p.sceneIndex)).toEqual([0, 1]);
  });

  it('draws the same picture for the same story and scene, and another for another story', () => {
    const first = drawScene(request, 1);
    expect(text(drawScene({ ...request }, 1).bytes)).toBe(text(first.bytes));
    expect(drawScene({ ...request }, 1).name).toBe(first.name);
    expect(drawScene({ ...request, seed: 'story-43' }, 1).name).not.toBe(first.name);
    expect(first.name).toMatch(/^[0-9a-f]{32}\.svg$/);
  });
});
