import { describe, expect, it } from 'vitest';
import { firstHalf } from '../../src/domain/partial-content';

const paragraph = (n: number) => `Paragraph ${n} begins here. It has a second sentence that goes on for a while. And a third one ends it.`;

describe('the first half a visitor without an account may read', () => {
  it('cuts at the paragraph break nearest the middle, never past it', () => {
    const content = [1, 2, 3, 4, 5, 6].map(paragraph).join('\n\n');
    const half = firstHalf(content);
    expect(half).toBe([1, 2, 3].map(paragraph).join('\n\n'));
    expect(half.length).toBeLessThanOrEqual(content.length / 2);
  });

  it('falls back to a sentence end when no paragraph break is near the middle', () => {
    const content = 'One sentence here. Another sentence there. A third sentence now. A fourth sentence then. The end comes last.';
    const half = firstHalf(content);
    expect(half.length).toBeLessThanOrEqual(content.length / 2);
    expect(half).toMatch(/[.!?]$/);
    expect(content.startsWith(half)).toBe(true);
  });

  it('cuts at a word boundary in one long sentence, and exactly at the middle in one long word', () => {
    const sentence = 'a very long sentence without any stop that just keeps going and going and going along the road';
    expect(firstHalf(sentence).length).toBeLessThanOrEqual(sentence.length / 2);
    expect(sentence.startsWith(`${firstHalf(sentence)} `)).toBe(true);
    expect(firstHalf('x'.repeat(101))).toBe('x'.repeat(50));
  });

  it('never splits an emoji, and leaves empty content empty', () => {
    const content = '🐉'.repeat(5); // ten UTF-16 units
    expect(firstHalf(content)).toBe('🐉🐉');
    expect(firstHalf('a🐉b')).toBe('a'); // the middle falls inside the dragon
    expect(firstHalf('')).toBe('');
  });

  it('is at most half for any text (table)', () => {
    const texts = [
      'Hi.',
      'Hello there. General Kenobi.',
      [1, 2].map(paragraph).join('\n\n'),
      [1, 2, 3].map(paragraph).join('\n\n'),
      'word '.repeat(333),
    ];
    for (const text of texts) {
      const half = firstHalf(text);
      expect(half.length).toBeLessThanOrEqual(Math.floor(text.length / 2));
      expect(text.startsWith(half)).toBe(true);
    }
  });
});
