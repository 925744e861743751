import { describe, expect, it } from 'vitest';
import { scenePassages, scenesFor } from '../../src/domain/story-scenes';

const story = (count: number) => Array.from({ length: count }, (_, i) => `Paragraph ${i + 1}.`).join('\n\n');
/** The paragraph numbers a passage holds. */
const numbers = (passage: string) => [...passage.matchAll(/Paragraph (\d+)\./g)].map((m) => Number(m[1]));

describe('scenes of a story', () => {
  it.each([
    ['short', 3],
    ['medium', 3],
    ['long', 3],
  ] as const)('draws a %s story in %i scenes', (length, count) => {
    expect(scenesFor(length)).toBe(count);
  });

  it.each([
    [
      7,
      2,
      [
        [2, 3],
        [5, 6],
      ],
    ],
    [
      8,
      3,
      [
        [1, 2],
        [4, 5],
        [7, 8],
      ],
    ],
    [
      6,
      3,
      [
        [1, 2],
        [3, 4],
        [5, 6],
      ],
    ],
    [
      9,
      3,
      [
        [2, 3],
        [5, 6],
        [8, 9],
      ],
    ],
    [3, 3, [[1], [2], [3]]],
    [2, 2, [[1], [2]]],
  ])('spreads the scenes of %i paragraphs over the whole story (%i scenes)', (paragraphs, count, expected) => {
    expect(scenePassages(story(paragraphs), count).map(numbers)).toEqual(expected);
  });

  it('gives passages in story order that never overlap and keep the paragraphs word for word', () => {
    for (let paragraphs = 2; paragraphs <= 14; paragraphs += 1) {
      for (const count of [2, 3]) {
        if (paragraphs < count) continue;
        const passages = scenePassages(story(paragraphs), count);
        expect(passages).toHaveLength(count);
        const shown = passages.flatMap(numbers);
        expect(shown).toEqual([...shown].sort((a, b) => a - b));
        expect(new Set(shown).size).toBe(shown.length);
        for (const passage of passages) {
          expect(numbers(passage).length).toBeGreaterThan(0);
          expect(numbers(passage).length).toBeLessThanOrEqual(2);
          expect(story(paragraphs)).toContain(passage);
        }
        // The first scene comes from the first part of the story, the last from its last part.
        expect(shown[0]!).toBeLessThanOrEqual(Math.ceil(paragraphs / count));
        expect(shown.at(-1)!).toBeGreaterThan(paragraphs - Math.ceil(paragraphs / count));
      }
    }
  });

  it('splits on blank lines whatever their spaces, and ignores empty paragraphs', () => {
    expect(scenePassages('One.\n \nTwo.\n\n\n\nThree.\n\t\nFour.', 2)).toEqual(['One.\n\nTwo.', 'Three.\n\nFour.']);
    expect(scenePassages('One.\n \nTwo.\n\n\n\nThree.\n\t\nFour.', 4)).toEqual(['One.', 'Two.', 'Three.', 'Four.']);
  });

  it('repeats paragraphs in order when the story has fewer than the scenes', () => {
    expect(scenePassages('Only one.', 3)).toEqual(['Only one.', 'Only one.', 'Only one.']);
    expect(scenePassages('One.\n\nTwo.', 3)).toEqual(['One.', 'One.', 'Two.']);
  });

  it('gives no passages for no scenes, and empty ones for an empty story', () => {
    expect(scenePassages(story(5), 0)).toEqual([]);
    expect(scenePassages('  \n\n ', 2)).toEqual(['', '']);
  });
});
