import { describe, expect, it } from 'vitest';
import { storiesApiPaths } from '@inkspell/contracts/stories';
import { bookLinks } from '../src/components/story/book-links';
import { cuesOf, isOutOfView, seekTimeOfWord, wordAt } from '../src/components/story/read-along-cues';
import { numberWords, titleWordCount, wordRange } from '../src/components/story/read-along-words';

const cues = [
  { start: 0.1, end: 0.4 },
  { start: 0.5, end: 0.9 },
  { start: 1.5, end: 1.8 },
];

describe('the word being read', () => {
  it('is none before the first word, then the last word that has started, and stays through the pause after it', () => {
    expect(wordAt(cues, 0)).toBe(-1);
    expect(wordAt(cues, 0.1)).toBe(0);
    expect(wordAt(cues, 0.45)).toBe(0);
    expect(wordAt(cues, 0.5)).toBe(1);
    expect(wordAt(cues, 1.2)).toBe(1);
    expect(wordAt(cues, 99)).toBe(2);
    expect(wordAt([], 3)).toBe(-1);
  });

  it('agrees with a straight scan on every time across many cues (the binary search misses none)', () => {
    const many = Array.from({ length: 257 }, (_, i) => ({ start: i * 0.3 + (i % 3) * 0.05, end: i * 0.3 + 0.25 }));
    for (let t = -0.5; t < 80; t += 0.037) {
      const scan = many.reduce((found, cue, i) => (cue.start <= t ? i : found), -1);
      expect(wordAt(many, t)).toBe(scan);
    }
  });

  it('seeks a clicked word to just inside its start, where the lookup finds that word; an unknown word seeks nowhere', () => {
    for (const word of [0, 1, 2]) expect(wordAt(cues, seekTimeOfWord(cues, word)!)).toBe(word);
    expect(seekTimeOfWord(cues, 3)).toBeUndefined();
  });

  it('reads the browser’s parsed cue list, in order', () => {
    const list = { length: 2, 0: { startTime: 0.1, endTime: 0.4 }, 1: { startTime: 0.5, endTime: 0.9 } };
    expect(cuesOf(list)).toEqual(cues.slice(0, 2));
    expect(cuesOf(null)).toEqual([]);
  });

  it('scrolls only when the word leaves the comfortable middle of the screen', () => {
    expect(isOutOfView({ top: 300, bottom: 330 }, 800)).toBe(false);
    expect(isOutOfView({ top: 20, bottom: 50 }, 800)).toBe(true);
    expect(isOutOfView({ top: 760, bottom: 790 }, 800)).toBe(true);
  });
});

describe('the words the narration times', () => {
  it('counts the spoken title (“<title>.”) before the story, as the narrator reads it', () => {
    expect(titleWordCount('The Lost Star')).toBe(3);
    expect(titleWordCount('Wow!')).toBe(1);
    // An empty title is still read as a full stop: one cue.
    expect(titleWordCount('')).toBe(1);
  });

  it('numbers each paragraph’s words on from the title and the paragraphs before, keeping the spaces between them', () => {
    const [first, second] = numberWords(['Luna  looked up.', 'The star—\nfell!'], 3);
    expect(first).toEqual([
      { text: 'Luna', word: 3 },
      { text: '  ', word: null },
      { text: 'looked', word: 4 },
      { text: ' ', word: null },
      { text: 'up.', word: 5 },
    ]);
    expect(second!.filter((p) => p.word !== null).map((p) => [p.text, p.word])).toEqual([
      ['The', 6],
      ['star—', 7],
      ['fell!', 8],
    ]);
    expect(second!.map((p) => p.text).join('')).toBe('The star—\nfell!');
    expect(wordRange(second!)).toEqual({ from: 6, to: 9 });
    expect(wordRange([])).toEqual({ from: 0, to: 0 });
  });
});

describe('the printable book links', () => {
  it('point at the story’s book with the visitor’s referral code, and at its collection’s book when it has one', () => {
    expect(bookLinks({ id: 's1', collectionId: null }, undefined, storiesApiPaths)).toEqual({
      story: '/api/stories/s1/book.pdf',
      collection: null,
    });
    expect(bookLinks({ id: 's2', collectionId: 's1' }, 'ab c', storiesApiPaths)).toEqual({
      story: '/api/stories/s2/book.pdf?ref=ab%20c',
      collection: '/api/stories/collections/s1/book.pdf?ref=ab%20c',
    });
  });
});
