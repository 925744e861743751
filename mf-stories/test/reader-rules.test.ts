import { describe, expect, it } from 'vitest';
import { storyExcerpt } from '../src/components/common/excerpt';
import { collectionHeadline, libraryItems } from '../src/components/library/library-items';
import { canContinue, isStoryOwner, pictureSlot, readerBackLink, readerView, storyParagraphs } from '../src/components/story/reader-rules';
import { formatClock, nextPlayerState, seekTime, type PlayerState } from '../src/components/story/audio-player-state';
import { aStory } from './fixtures';

const owner = { id: 'u1' };
const friend = { id: 'u2' };

describe('ownership', () => {
  it('is the story userId equalling the viewer id', () => {
    expect(isStoryOwner(aStory(), owner)).toBe(true);
    expect(isStoryOwner(aStory(), friend)).toBe(false);
    expect(isStoryOwner(aStory(), null)).toBe(false);
    expect(isStoryOwner(aStory({ userId: null }), null)).toBe(false);
  });
});

describe('what the reader shows', () => {
  it('the owner reads the whole story with pictures and narration, and may continue it', () => {
    const story = aStory();
    expect(readerView(story, owner)).toEqual({ text: story.content, isFull: true, prompt: 'none' });
    expect(canContinue(story, owner)).toBe(true);
  });

  it('a partial story (cut on the server) shows its first half and a prompt to read the conclusion', () => {
    const story = aStory({ userId: 'u1', isPartialContent: true, content: 'The first half.' });
    expect(readerView(story, null)).toEqual({ text: 'The first half.', isFull: false, prompt: 'read-conclusion' });
    expect(readerView(story, friend).isFull).toBe(false);
    expect(canContinue(story, friend)).toBe(false);
  });

  it('a preview shows its preview with a sign-up prompt, hidden when logged in', () => {
    const story = aStory({ userId: null, isPreview: true });
    expect(readerView(story, null)).toEqual({ text: story.preview, isFull: false, prompt: 'sign-up' });
    expect(readerView(story, friend).prompt).toBe('none');
  });

  it('a story without content shows its preview', () => {
    expect(readerView(aStory({ userId: 'u9', content: '' }), null).text).toBe('Mira finds a map that leads to the moon.');
  });

  it('an adopted preview is its owner’s, but has no media and cannot be continued', () => {
    const story = aStory({ isPreview: true });
    expect(readerView(story, owner).isFull).toBe(false);
    expect(canContinue(story, owner)).toBe(false);
  });

  it('a story still being written or drawn, or one that failed, cannot be continued yet (issue #22)', () => {
    for (const status of ['writing', 'illustrating', 'failed'] as const) expect(canContinue(aStory({ status }), owner)).toBe(false);
  });

  it('pictures spread evenly over the paragraphs, the first one before the text', () => {
    expect([0, 1, 2].map((position) => pictureSlot(position, 3, 6))).toEqual([0, 2, 4]);
    expect([0, 1].map((position) => pictureSlot(position, 2, 3))).toEqual([0, 1]);
    expect(pictureSlot(0, 0, 0)).toBe(0);
  });

  it('splits paragraphs on blank lines', () => {
    expect(storyParagraphs('One.\n\nTwo.\n \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });
});

describe('the back link', () => {
  it('samples go home', () => {
    expect(readerBackLink({ isSample: true, viewer: owner })).toEqual({ to: '/', label: 'Back to Home' });
  });

  it("someone else's public story goes back to the samples", () => {
    expect(readerBackLink({ isSample: false, story: aStory({ isPublic: true }), viewer: friend })).toEqual({
      to: '/stories',
      label: 'Back to Samples',
    });
    expect(readerBackLink({ isSample: false, story: aStory({ isPublic: true }), viewer: null })).toEqual({
      to: '/stories',
      label: 'Back to Samples',
    });
  });

  it('a logged-in reader goes back to the library', () => {
    expect(readerBackLink({ isSample: false, story: aStory({ isPublic: true }), viewer: owner })).toEqual({
      to: '/stories',
      label: 'Back to Library',
    });
    expect(readerBackLink({ isSample: false, story: aStory(), viewer: friend })).toEqual({ to: '/stories', label: 'Back to Library' });
  });

  it('anyone else goes home', () => {
    expect(readerBackLink({ isSample: false, story: aStory(), viewer: null })).toEqual({ to: '/', label: 'Back to Home' });
    expect(readerBackLink({ isSample: false, viewer: null })).toEqual({ to: '/', label: 'Back to Home' });
  });
});

describe('card excerpt: the preview, or the first 100 characters of the content', () => {
  it('prefers the preview', () => {
    expect(storyExcerpt({ preview: 'Short preview.', content: 'x'.repeat(300) })).toBe('Short preview.');
  });

  it('cuts the content at 100 characters', () => {
    const content = 'a'.repeat(100) + 'bbb';
    expect(storyExcerpt({ preview: '', content })).toBe(`${'a'.repeat(100)}…`);
    expect(storyExcerpt({ preview: '', content: 'Tiny tale.' })).toBe('Tiny tale.');
  });
});

describe('library cards and collections', () => {
  const first = aStory({ id: 'a', collectionId: 'c1', collectionOrder: 1, readTime: 5, characterName: 'Mira' });
  const second = aStory({ id: 'b', collectionId: 'c1', collectionOrder: 2, readTime: 3 });
  const lone = aStory({ id: 'd', collectionId: null });
  const single = aStory({ id: 'e', collectionId: 'c2' });

  it('groups stories sharing a collectionId into one card with the total read time, in the server order', () => {
    const items = libraryItems([second, lone, first, single]);
    expect(items.map((item) => item.key)).toEqual(['collection-c1', 'd', 'e']);
    const collection = items[0];
    expect(collection?.kind === 'collection' && collection.stories.map((s) => s.id)).toEqual(['a', 'b']);
    expect(collection?.kind === 'collection' && collection.totalReadTime).toBe(8);
  });

  it("headlines a collection with its first hero's name and counts its stories", () => {
    expect(collectionHeadline([first, second])).toEqual({ title: 'Mira Adventures', subtitle: 'A magical collection of 2 stories' });
  });
});

describe('audio player (loading, ready, playing, paused, ended)', () => {
  it('becomes ready once it can play, then follows play, pause and the end', () => {
    let state: PlayerState = 'loading';
    state = nextPlayerState(state, 'can-play');
    expect(state).toBe('ready');
    state = nextPlayerState(state, 'playing');
    expect(state).toBe('playing');
    state = nextPlayerState(state, 'paused');
    expect(state).toBe('paused');
    state = nextPlayerState(state, 'playing');
    state = nextPlayerState(state, 'ended');
    expect(state).toBe('ended');
    // The element reports a pause at the end too; it stays ended.
    expect(nextPlayerState(state, 'paused')).toBe('ended');
    expect(nextPlayerState(state, 'can-play')).toBe('ended');
  });

  it('seeks to the clicked fraction of the bar', () => {
    expect(seekTime(150, 100, 200, 60)).toBe(15);
    expect(seekTime(50, 100, 200, 60)).toBe(0);
    expect(seekTime(400, 100, 200, 60)).toBe(60);
    expect(seekTime(150, 100, 200, Number.NaN)).toBe(0);
  });

  it('shows times as m:ss', () => {
    expect(formatClock(75.4)).toBe('1:15');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});
