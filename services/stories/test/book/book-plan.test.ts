import { describe, expect, it } from 'vitest';
import { planBook, scenesOf } from '../../src/book/book-plan';
import { printableText } from '../../src/book/printable-text';
import { wrapText } from '../../src/book/wrap-text';

const paragraphs = (n: number) => Array.from({ length: n }, (_, i) => `Paragraph ${i + 1}.`).join('\n\n');
const url = (name: string) => `/api/stories/assets/${name}`;

describe('scenes of a story', () => {
  it('puts each picture before the paragraph the reader shows it before, with the paragraphs up to the next picture', () => {
    // The reader: picture i of n before paragraph floor(i * p / n); 2 pictures, 5 paragraphs → before 0 and 2.
    expect(scenesOf(paragraphs(5), [url('a.svg'), url('b.svg')])).toEqual([
      { image: 'a.svg', paragraphs: ['Paragraph 1.', 'Paragraph 2.'] },
      { image: 'b.svg', paragraphs: ['Paragraph 3.', 'Paragraph 4.', 'Paragraph 5.'] },
    ]);
  });

  it('keeps a story without pictures as one text scene, and gives every picture a page when there are more pictures than paragraphs', () => {
    expect(scenesOf(paragraphs(2), [])).toEqual([{ image: null, paragraphs: ['Paragraph 1.', 'Paragraph 2.'] }]);
    expect(scenesOf(paragraphs(1), [url('a.svg'), url('b.png')])).toEqual([
      { image: 'a.svg', paragraphs: [] },
      { image: 'b.png', paragraphs: ['Paragraph 1.'] },
    ]);
  });
});

describe('the plan of a book', () => {
  const story = (title: string, order: number, images: string[]) => ({
    title,
    characterName: 'Luna',
    content: paragraphs(3),
    imageUrls: images.map(url),
    collectionOrder: order,
  });

  it('orders a collection by part, names it after the first part and prints chapter pages', () => {
    const plan = planBook([story('Part two', 2, ['c.svg']), story('The Lost Star', 1, [])]);
    expect(plan).toMatchObject({ title: 'The Lost Star', hero: 'Luna', hasChapters: true, coverImage: 'c.svg' });
    expect(plan.chapters.map((c) => [c.part, c.title])).toEqual([
      [1, 'The Lost Star'],
      [2, 'Part two'],
    ]);
  });

  it('prints a single story without chapter pages, its first picture on the cover', () => {
    expect(planBook([story('Alone', 1, ['a.svg', 'b.svg'])])).toMatchObject({ hasChapters: false, coverImage: 'a.svg' });
  });
});

describe('text for the page', () => {
  const measure = (s: string) => s.length;

  it('wraps at word boundaries within the width and cuts only a word longer than a line', () => {
    expect(wrapText('the cat sat on the mat', 7, measure)).toEqual(['the cat', 'sat on', 'the mat']);
    expect(wrapText('a abcdefghij b', 4, measure)).toEqual(['a', 'abcd', 'efgh', 'ij b']);
    expect(wrapText('   ', 10, measure)).toEqual([]);
  });

  it('keeps what the font encodes, drops accents it lacks and replaces the rest with a space', () => {
    const winAnsi = new Set([...'Luna  is brave “é”.—'].map((c) => c.codePointAt(0)!));
    expect(printableText('Luna is brave “é”.—', winAnsi)).toBe('Luna is brave “é”.—');
    expect(printableText('Lǔna 🚀 is brave', winAnsi)).toBe('Luna is brave');
  });
});
