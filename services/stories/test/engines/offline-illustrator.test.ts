import { categoryIds, categoryLook, heroSkinTones, quickIdeas } from '@inkspell/contracts/stories';
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
  heroLook: 'Theo, a small child with curly ginger hair, a purple scarf and round glasses; with Sparky, a baby dragon who hiccupped sparks',
  prompt: 'A young dragon who is afraid of the dark learns to light up the night with friendship',
  sceneIndex: 0,
  sceneText: 'Theo climbed the hill with Sparky. The wind sang in the grass.',
};
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const svgRoot = (svg: string) => new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(svg).svg;
/** The library drawings a scene holds, by the id each is marked with. */
const thingsIn = (svg: string) => new Set([...svg.matchAll(/data-thing="([a-z-]+)"/g)].map((m) => m[1]));

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
      expect(root.desc['#text']).toBe(picture.alt);
      expect(picture.alt).toMatch(/^Theo and their friend Sparky the dragon [a-z]/);
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

  it('draws the skin tone and hair chosen on the create form, the same in every scene', () => {
    const heroOf = (svg: string) => /<g data-part="hero">.*?<\/g>/.exec(svg)?.[0] ?? '';
    const drawn = heroSkinTones.map((tone) => heroOf(text(offlineScene({ ...request, chosenLook: { skinTone: tone.id } }).bytes)));
    drawn.forEach((hero, i) => expect(hero).toContain(`fill="${heroSkinTones[i]!.colour}"`));
    expect(new Set(drawn).size).toBe(heroSkinTones.length);
    const braids = { skinTone: 'deep-brown', hairStyle: 'braids', hairColour: 'black' } as const;
    const scenes = [0, 1, 2].map((sceneIndex) => heroOf(text(offlineScene({ ...request, sceneIndex, chosenLook: braids }).bytes)));
    for (const hero of scenes) {
      expect(hero).toContain('fill="#4a2b18"');
      expect(hero).toContain('fill="#1c1917"');
      // The chosen hair wins over the ginger the story's look names.
      expect(hero).not.toContain(`fill="${lookColours.ginger}"`);
    }
    expect(heroOf(text(offlineScene({ ...request, chosenLook: { hairStyle: 'afro' } }).bytes))).not.toBe(
      heroOf(text(offlineScene({ ...request, chosenLook: { hairStyle: 'short' } }).bytes)),
    );
  });

  it('picks one look from the seed when none was chosen, and keeps it in every scene of the story', () => {
    // The hero stands elsewhere in each scene, so compare the colours drawn, in order.
    const heroOf = (seed: string, sceneIndex: number) =>
      [
        ...(
          /<g data-part="hero">.*?<\/g>/.exec(text(offlineScene({ ...request, seed, sceneIndex, heroLook: 'Theo' }).bytes))?.[0] ?? ''
        ).matchAll(/fill="([^"]+)"/g),
      ]
        .map((m) => m[1])
        .join(' ');
    expect(heroOf('a', 1)).toBe(heroOf('a', 0));
    expect(heroOf('a', 2)).toBe(heroOf('a', 0));
    const looks = new Set(Array.from({ length: 12 }, (_, i) => heroOf(`seed-${i}`, 0)));
    expect(looks.size).toBeGreaterThan(3);
  });

  it('draws the start and the middle by day and the ending by night, in night colours, whatever the passage says', () => {
    const palette = paletteFor('adventure');
    const scene = (sceneIndex: number, sceneText: string) =>
      text(offlineScene({ ...request, category: 'adventure', sceneIndex, sceneText }).bytes);
    expect(scene(1, 'Theo yawned and dreamed of bed.')).not.toContain(palette.nightTop);
    expect(scene(0, 'Theo walked on.')).not.toContain('data-part="night"');
    const ending = scene(2, 'Theo walked home.');
    expect(ending).toContain(`stop-color="${palette.nightTop}"`);
    expect(ending).toContain('data-part="night"');
  });

  it('draws what the passage names', () => {
    const plain = offlineScene({ ...request, category: 'adventure', sceneIndex: 1, sceneText: 'Theo walked on.' });
    const named = offlineScene({
      ...request,
      category: 'adventure',
      sceneIndex: 1,
      sceneText: 'Theo walked on. A lantern swung by a cottage.',
    });
    // The lamp post's glowing head: not in the adventure category's middle scene.
    expect(text(plain.bytes)).not.toMatch(/<rect [^>]*y="250" width="6" height="130"/);
    expect(text(named.bytes)).toMatch(/<rect [^>]*y="250" width="6" height="130"/);
    expect(thingsIn(text(named.bytes))).toContain('lantern');
  });
});

/** The library drawing each quick idea must show in all three scenes (spec 01 §3's 22 ideas). */
const quickIdeaThings: Record<number, string> = {
  1: 'dragon',
  2: 'door',
  3: 'robot',
  4: 'star',
  5: 'octopus',
  6: 'cookies',
  7: 'rocket',
  8: 'giant',
  9: 'tree',
  10: 'paintbrush',
  11: 'treasure',
  12: 'volcano',
  13: 'unicorn',
  14: 'planet',
  15: 'mermaid',
  16: 'snowman',
  17: 'clock',
  18: 'knight',
  19: 'vegetables',
  20: 'comet',
  21: 'treehouse',
  22: 'whale',
};

describe('the idea in every picture (issue #23)', () => {
  it.each(quickIdeas.map((idea) => [idea.id, idea.text, idea.prompt] as const))(
    'quick idea %i (%s) is drawn in all three scenes',
    (id, _, prompt) => {
      const thing = quickIdeaThings[id]!;
      for (const sceneIndex of [0, 1, 2]) {
        const picture = offlineScene({ ...request, category: categoryIds[id % categoryIds.length]!, prompt, sceneIndex, heroLook: 'Theo' });
        expect(thingsIn(text(picture.bytes))).toContain(thing);
      }
    },
  );

  it('draws the companion the hero look names, and says who is in the picture in one grammatical sentence', () => {
    const picture = offlineScene({
      ...request,
      category: 'adventure',
      characterName: 'Maya',
      heroPronouns: 'she',
      heroLook: 'Maya, a tall child with short black hair; with Pip, a round grey owl with a blue scarf',
      prompt: 'Maya finds a glowing map in the garden shed',
    });
    const svg = text(picture.bytes);
    expect(thingsIn(svg)).toEqual(new Set(['owl', 'map', 'shed']));
    expect(picture.alt).toBe(
      'Maya and her friend Pip the owl set off across a sunny valley of pine trees, with a treasure map and a garden shed nearby.',
    );
    const alone = offlineScene({
      ...request,
      category: 'underwater',
      sceneIndex: 1,
      heroLook: 'Leo',
      characterName: 'Leo',
      prompt: 'a fish',
    });
    expect(alone.alt).toBe('Leo swims through a kelp forest full of fish, with a fish nearby.');
    expect(alone.alt).not.toMatch(/ in fish/);
    for (const [heroPronouns, word] of [
      ['he', 'his'],
      ['they', 'their'],
    ] as const)
      expect(offlineScene({ ...request, heroPronouns }).alt).toMatch(new RegExp(`^Theo and ${word} friend Sparky the dragon `));
  });
});
