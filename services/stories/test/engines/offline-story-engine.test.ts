import { ageGroups, categoryIds, quickIdeas, readMinutesFor, storyLengthIds } from '@inkspell/contracts/stories';
import type { AgeGroup, CategoryId } from '@inkspell/contracts/stories';
import { describe, expect, it } from 'vitest';
import type { StoryPiece, StoryRequest } from '../../src/domain/engines';
import { categoryGrammars } from '../../src/adapters/engines/grammars';
import { composeStory, OfflineStoryEngine } from '../../src/adapters/engines/offline-story-engine';
import { readAloudWordsPerMinute, targetWords } from '../../src/adapters/engines/reading-pace';
import { countWords, splitParagraphs } from '../../src/adapters/engines/story-text';

const base: StoryRequest = {
  seed: 'seed-1',
  category: 'adventure',
  characterName: 'Mia',
  prompt: 'My cat Bella finds a magic key and flies to candy land',
  ageGroup: '7-10',
  length: 'medium',
  mode: 'full',
};

const story = (overrides: Partial<StoryRequest>) => composeStory({ ...base, ...overrides });

/** Mean words per sentence, splitting after . ! or ? (and a closing quote). */
function meanSentenceLength(text: string): number {
  const sentences = text.split(/(?<=[.!?]["”]?)\s+/).filter(Boolean);
  return countWords(text) / sentences.length;
}

describe('offline story engine', () => {
  it.each(categoryIds)('writes 20 %s stories for the same inputs that share no whole paragraph', (category) => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 20; i += 1) {
      for (const paragraph of new Set(splitParagraphs(story({ category, seed: `distinct-${i}` }).content))) {
        expect(seen.get(paragraph), `paragraph of story ${i} repeats story ${seen.get(paragraph)}: ${paragraph}`).toBeUndefined();
        seen.set(paragraph, i);
      }
    }
  });

  it('gives the same story for the same seed and a different one for another seed', async () => {
    const engine = new OfflineStoryEngine();
    const first = await engine.generate(base);
    expect(await engine.generate({ ...base })).toEqual(first);
    const other = await engine.generate({ ...base, seed: 'seed-2' });
    expect(other.content).not.toEqual(first.content);
  });

  it('writes the same story piece by piece: the title, then each paragraph in order', async () => {
    const engine = new OfflineStoryEngine();
    for (const mode of ['full', 'preview'] as const) {
      const pieces: StoryPiece[] = [];
      const written = await engine.write({ ...base, mode }, (piece) => {
        pieces.push(piece);
        return Promise.resolve();
      });
      const generated = await engine.generate({ ...base, mode });
      expect(written).toEqual(generated);
      const paragraphs = splitParagraphs(generated.content);
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(pieces).toEqual([
        { kind: 'title', title: generated.title },
        ...paragraphs.map((text, index) => ({ kind: 'paragraph', index, text })),
      ]);
    }
  });

  it('stops writing at a refused piece and passes the error on', async () => {
    const refused = new Error('no');
    const pieces: StoryPiece[] = [];
    const error = await new OfflineStoryEngine()
      .write(base, (piece) => {
        pieces.push(piece);
        return pieces.length === 2 ? Promise.reject(refused) : Promise.resolve();
      })
      .catch((e: unknown) => e);
    expect(error).toBe(refused);
    expect(pieces).toHaveLength(2);
  });

  it('describes how the hero looks once per story: naming the hero, seeded, varied across stories', () => {
    const look = story({}).metadata.heroLook!;
    expect(look).toMatch(/^Mia, a [a-z-]+ child with [a-z]+ [a-z]+ hair, /);
    expect(story({}).metadata.heroLook).toBe(look);
    const looks = new Set(Array.from({ length: 20 }, (_, i) => story({ seed: `look-${i}` }).metadata.heroLook));
    expect(looks.size).toBeGreaterThanOrEqual(15);
    expect(story({ characterName: 'Theo' }).metadata.heroLook).toMatch(/^Theo, /);
    // The companion the story brings along is in it, as the story names it.
    const companion = /; with ([^,]+), /.exec(look)?.[1];
    expect(companion && story({}).content).toContain(companion);
  });

  it('fills every length to within 15% of its read-aloud word target, for every category and age group', () => {
    const deviations: number[] = [];
    for (const category of categoryIds)
      for (const ageGroup of ageGroups)
        for (const length of storyLengthIds)
          for (const seed of ['a', 'b']) {
            const s = story({ category, ageGroup, length, seed });
            const target = targetWords(ageGroup, length);
            expect(target).toBe(readMinutesFor(length) * readAloudWordsPerMinute[ageGroup]);
            expect(s.wordCount).toBe(countWords(s.content));
            expect(s.metadata.wordCount).toBe(s.wordCount);
            expect(
              Math.abs(s.wordCount / target - 1),
              `${category} ${ageGroup} ${length}: ${s.wordCount} of ${target}`,
            ).toBeLessThanOrEqual(0.15);
            expect(s.readTime).toBe(readMinutesFor(length));
            deviations.push(Math.abs(s.wordCount / target - 1));
          }
    const mean = deviations.reduce((a, b) => a + b, 0) / deviations.length;
    console.log(
      `word counts: mean deviation ${(mean * 100).toFixed(1)}%, worst ${(Math.max(...deviations) * 100).toFixed(1)}% over ${deviations.length} stories`,
    );
  });

  it.each(quickIdeas.slice(0, 12).map((idea, i) => [idea.prompt, categoryIds[i % categoryIds.length]!] as const))(
    'names the hero and the things of "%s" in a %s story, and only words the child wrote',
    (prompt, category) => {
      const s = story({ prompt, category, characterName: 'Zara' });
      expect(s.metadata.keywords.length).toBeGreaterThanOrEqual(1);
      expect(s.metadata.keywords.length).toBeLessThanOrEqual(3);
      expect(s.content).toContain('Zara');
      for (const keyword of s.metadata.keywords) {
        expect(s.content).toContain(keyword);
        for (const word of keyword.split(' ')) expect(prompt.toLowerCase()).toContain(word.toLowerCase());
      }
    },
  );

  it.each(categoryIds)('gives younger listeners shorter sentences in %s stories', (category) => {
    const mean = (ageGroup: AgeGroup) => {
      const text = Array.from({ length: 6 }, (_, i) => story({ category, ageGroup, seed: `age-${i}` }).content).join('\n\n');
      return meanSentenceLength(text);
    };
    const [young, middle, old] = ageGroups.map(mean) as [number, number, number];
    expect(young).toBeLessThan(middle);
    expect(middle).toBeLessThan(old);
    expect(young).toBeLessThan(11);
  });

  it('continues a chapter with the same hero and setting, resolving its open thread and opening a new one', () => {
    const first = story({ category: 'dragon', characterName: 'Theo', seed: 'chapter-1' });
    const sequel = story({
      category: 'dragon',
      characterName: 'someone else',
      seed: 'chapter-2',
      previous: {
        title: first.title,
        content: first.content,
        characterName: 'Theo',
        category: 'dragon',
        setting: first.metadata.setting,
        openThread: first.metadata.openThread,
      },
    });
    expect(sequel.content).toContain('Theo');
    expect(sequel.content).not.toContain('someone else');
    expect(sequel.metadata.setting).toBe(first.metadata.setting);
    expect(sequel.content).toContain(first.metadata.setting);
    const [opening] = splitParagraphs(sequel.content);
    expect(opening).toContain(first.metadata.openThread);
    expect(sequel.content.split(first.metadata.openThread).length - 1).toBeGreaterThanOrEqual(3);
    expect(sequel.metadata.openThread).not.toBe(first.metadata.openThread);
    expect(sequel.title).not.toBe(first.title);
  });

  it('continues a chapter that recorded no setting or thread (an older story) without failing', () => {
    const sequel = story({ previous: { title: 'The Old Tale', content: 'Once.', characterName: 'Ada', category: 'space' } });
    expect(sequel.content).toContain('Ada');
    expect(sequel.content).toContain('The Old Tale');
    expect(categoryGrammars.space.settings).toContain(sequel.metadata.setting);
  });

  it.each(ageGroups)('writes an anonymous preview of 80 to 120 words for age group %s', (ageGroup) => {
    for (const category of categoryIds as readonly CategoryId[]) {
      const s = story({ category, ageGroup, mode: 'preview', length: 'long' });
      expect(s.wordCount, category).toBeGreaterThanOrEqual(80);
      expect(s.wordCount, category).toBeLessThanOrEqual(120);
      expect(s.content).toContain('Mia');
    }
  });

  it('yields title, blank-line paragraphs, a 150-character preview and no grammar leftovers', () => {
    for (const category of categoryIds) {
      const s = story({ category });
      expect(s.title.length).toBeGreaterThan(3);
      expect(splitParagraphs(s.content).length).toBeGreaterThanOrEqual(6);
      expect(s.content).toMatch(/\S\n\n\S/);
      expect(s.content).not.toMatch(/[#[\]]|\(\(|\s{3,}|\.\./);
      expect(s.preview.length).toBeLessThanOrEqual(153);
      expect(s.preview.endsWith('...')).toBe(true);
      expect(s.content.replace(/\s+/g, ' ').startsWith(s.preview.slice(0, -3))).toBe(true);
    }
  });

  it('keeps tracery syntax in a hero name from reaching the grammar', () => {
    const s = story({ characterName: 'Max #problem# [x:y]' });
    expect(s.content).toContain('Max problem x y');
    expect(s.content).not.toMatch(/[#[\]]/);
  });
});
