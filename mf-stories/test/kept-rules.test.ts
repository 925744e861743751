import { describe, expect, it } from 'vitest';
import {
  canKeep,
  filesNoLongerUsed,
  filesToKeep,
  formatBytes,
  keptBytes,
  keptFingerprint,
  keptReadingOrder,
  planKeptSync,
  totalKeptBytes,
  type KeptStory,
} from '../src/offline/kept-rules';
import { aStory } from './fixtures';

const owner = { id: 'u1' };
const asset = (name: string) => `/api/stories/assets/${name}`;
/** A kept copy of `story` as the device stores it. */
const kept = (fields: Partial<KeptStory> = {}, story = aStory()): KeptStory => ({
  id: story.id,
  ownerId: 'u1',
  story,
  fingerprint: keptFingerprint(story),
  files: [],
  storyBytes: 1000,
  keptAt: '2026-01-02T00:00:00.000Z',
  ...fields,
});

describe('which stories can be kept', () => {
  it.each([
    ['the owner’s finished story', aStory(), owner, true],
    ['someone else’s story', aStory(), { id: 'u2' }, false],
    ['a visitor', aStory(), null, false],
    ['a shared partial view, even for its owner id', aStory({ isPartialContent: true }), owner, false],
    ['an adopted preview (no pictures or narration)', aStory({ isPreview: true }), owner, false],
    ['a story still being written', aStory({ status: 'writing' }), owner, false],
    ['a failed story', aStory({ status: 'failed' }), owner, false],
    ['a story waiting for a parent', aStory({ reviewState: 'waiting-for-parent' }), owner, false],
    ['a story with no content', aStory({ content: '  ' }), owner, false],
  ])('%s: %s', (_, story, viewer, expected) => {
    expect(canKeep(story, viewer)).toBe(expected);
  });
});

describe('the files kept with a story', () => {
  it('are its pictures, narration and timings, each once, and only the API’s assets', () => {
    const story = aStory({
      imageUrls: [asset('a.svg'), asset('b.png'), asset('a.svg'), 'https://elsewhere.example/c.png'],
      audioUrl: asset('n.mp3'),
      timingsUrl: asset('n.vtt'),
    });
    expect(filesToKeep(story)).toEqual([asset('a.svg'), asset('b.png'), asset('n.mp3'), asset('n.vtt')]);
  });

  it('are only the pictures of a story without narration', () => {
    expect(filesToKeep(aStory({ imageUrls: [asset('a.svg')], audioUrl: null, timingsUrl: null }))).toEqual([asset('a.svg')]);
  });
});

describe('bringing kept copies up to date with the server', () => {
  it('keeps an unchanged story as it is', () => {
    expect(planKeptSync([kept()], [aStory()], owner)).toEqual({ remove: [], refresh: [] });
  });

  it('removes a story deleted on the server (on another device)', () => {
    expect(planKeptSync([kept()], [aStory({ id: 'other' })], owner)).toEqual({ remove: ['s1'], refresh: [] });
  });

  it('refreshes a story whose text, pictures or narration changed', () => {
    const withNarration = aStory({ timingsUrl: asset('n.vtt') });
    const retitled = aStory({ title: 'Mira and the Sun Map' });
    expect(planKeptSync([kept()], [withNarration], owner).refresh).toEqual([withNarration]);
    expect(planKeptSync([kept()], [retitled], owner).refresh).toEqual([retitled]);
  });

  it('does not refresh for what the reader does not show (a referral bonus flag)', () => {
    expect(planKeptSync([kept()], [aStory({ sharerEarnedBonus: true })], owner)).toEqual({ remove: [], refresh: [] });
  });

  it('removes a copy another account kept on this device, and a story that can no longer be kept', () => {
    expect(planKeptSync([kept({ ownerId: 'u2' })], [aStory()], owner).remove).toEqual(['s1']);
    expect(planKeptSync([kept()], [aStory({ reviewState: 'waiting-for-parent' })], owner).remove).toEqual(['s1']);
  });
});

describe('space', () => {
  const one = kept({
    files: [
      { url: asset('a.svg'), bytes: 2000 },
      { url: asset('n.mp3'), bytes: 500_000 },
    ],
  });
  const two = kept({
    id: 's2',
    files: [
      { url: asset('a.svg'), bytes: 2000 },
      { url: asset('b.svg'), bytes: 3000 },
    ],
  });

  it('counts a story’s JSON and files, and a file two stories share once in the total', () => {
    expect(keptBytes(one)).toBe(503_000);
    expect(totalKeptBytes([one, two])).toBe(1000 + 1000 + 2000 + 500_000 + 3000);
  });

  it('deletes only the files no remaining story uses', () => {
    expect(filesNoLongerUsed([one], [two])).toEqual([asset('n.mp3')]);
    expect(filesNoLongerUsed([one, two], [])).toEqual([asset('a.svg'), asset('n.mp3'), asset('b.svg')]);
  });

  it.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1000, '1.0 KB'],
    [820_400, '820 KB'],
    [3_420_000, '3.4 MB'],
    [1_250_000_000, '1.3 GB'],
  ])('shows %d bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('the offline list', () => {
  it('puts a collection’s parts together in order, newest collection or story first', () => {
    const old = kept({ id: 'old' }, aStory({ id: 'old', createdAt: '2026-01-01T00:00:00.000Z' }));
    const part2 = kept({ id: 'p2' }, aStory({ id: 'p2', collectionId: 'c', collectionOrder: 2, createdAt: '2026-01-05T00:00:00.000Z' }));
    const part1 = kept({ id: 'p1' }, aStory({ id: 'p1', collectionId: 'c', collectionOrder: 1, createdAt: '2026-01-03T00:00:00.000Z' }));
    const middle = kept({ id: 'mid' }, aStory({ id: 'mid', createdAt: '2026-01-04T00:00:00.000Z' }));
    expect(keptReadingOrder([old, part2, middle, part1]).map((copy) => copy.id)).toEqual(['p1', 'p2', 'mid', 'old']);
  });
});
