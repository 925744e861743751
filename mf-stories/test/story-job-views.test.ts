import { storyFailureReasons, storyMessages, type Story } from '@inkspell/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { initialStreamState, storyStreamReducer, type StoryStreamAction } from '../src/api/story-stream-state';
import { StoryCard } from '../src/components/common/StoryCard';
import { StoryFailed } from '../src/components/story/StoryFailed';
import { waitingTitleFor } from '../src/components/story/StoryInProgress';
import { StoryInProgressView } from '../src/components/story/StoryInProgressView';
import { storyCardNote, storyProgressText } from '../src/components/story/story-progress';
import { aStory } from './fixtures';

/** Server-rendered markup, as the page first draws it (effects such as the stream do not run). */
function render(element: ReactElement): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, element)));
}

const card = (fields: Partial<Story>) => render(createElement(StoryCard, { story: aStory(fields) }));
const back = { to: '/stories', label: 'Back to Library' };

function storyPage(story: Story, ...actions: StoryStreamAction[]): string {
  const state = actions.reduce(storyStreamReducer, initialStreamState(story));
  return render(createElement(StoryInProgressView, { story, state, back, waitingTitle: 'Spell is writing your story...' }));
}

describe('what the library says of a story, by its status', () => {
  it.each([
    [0, 'Writing…'],
    [1, 'Writing… 1 paragraph so far'],
    [3, 'Writing… 3 paragraphs so far'],
  ])('a story being written with %i paragraphs: %s', (count, text) => {
    expect(storyProgressText('writing', count)).toBe(text);
  });

  it('a story being drawn, a failed one, a finished one', () => {
    expect(storyCardNote(aStory({ status: 'illustrating' }))).toEqual({
      kind: 'in-progress',
      status: 'illustrating',
      text: 'Drawing pictures…',
    });
    expect(storyCardNote(aStory({ status: 'failed', failureReason: storyFailureReasons.unsafe }))).toEqual({
      kind: 'failed',
      reason: storyFailureReasons.unsafe,
    });
    expect(storyCardNote(aStory())).toEqual({ kind: 'excerpt' });
  });
});

describe('a library card', () => {
  it('a finished story shows its excerpt, read time and audio marker, and its menu', () => {
    const html = card({});
    expect(html).toContain('Mira finds a map that leads to the moon.');
    expect(html).toContain('5 min read');
    expect(html).toContain('Audio');
    expect(html).toContain('aria-label="Options for Mira and the Moon Map"');
    expect(html).not.toContain('story-card-progress');
  });

  it('a story being written shows its progress instead of the excerpt, links to its page, and has no menu yet', () => {
    const html = card({ status: 'writing', content: 'One.\n\nTwo.\n\nThree.', preview: '' });
    expect(html).toMatch(/data-testid="story-card-progress" data-status="writing">.*Writing… 3 paragraphs so far<\/p>/);
    expect(html).toMatch(/<a [^>]*href="\/story\/s1"[^>]*>Mira and the Moon Map<\/a>/);
    expect(html).not.toContain('Options for');
    expect(html).not.toContain('min read');
  });

  it('a story being drawn says so', () => {
    expect(card({ status: 'illustrating' })).toMatch(/data-status="illustrating">.*Drawing pictures…<\/p>/);
  });

  it('a failed story shows its reason and "ink returned", and can still be deleted', () => {
    const html = card({ status: 'failed', failureReason: storyFailureReasons.tooSlow });
    expect(html).toContain(`data-testid="story-card-failed">${storyFailureReasons.tooSlow} `);
    expect(html).toMatch(new RegExp(`data-testid="story-card-ink-returned">.*${storyMessages.inkReturned}</span>`));
    expect(html).toContain('aria-label="Options for Mira and the Moon Map"');
    expect(html).not.toContain('Mira finds a map that leads to the moon.');
  });
});

describe('the story page while the story is written', () => {
  const justStarted = aStory({
    status: 'writing',
    title: 'Placeholder',
    content: '',
    preview: '',
    imageUrls: [],
    audioUrl: null,
    readTime: 0,
  });

  it('shows the waiting animation with its phases until the first paragraph, and no placeholder title', () => {
    const html = storyPage(justStarted);
    expect(html).toContain('data-testid="waiting-animation"');
    expect(html).toContain('Spell picks up the magic ink...');
    expect(html).toContain('Spell is writing your story...');
    expect(html).not.toContain('Placeholder');
    expect(html).toContain('data-testid="story-in-progress" data-status="writing"');
  });

  it('shows the title when known and each paragraph as it arrives; the waiting animation has gone', () => {
    const html = storyPage(
      justStarted,
      { event: 'status', data: { status: 'writing', title: 'Mira and the Moon Map' } },
      { event: 'paragraph', data: { index: 0, text: 'Once upon a time.' } },
      { event: 'paragraph', data: { index: 1, text: 'Mira found a map.' } },
    );
    expect(html).not.toContain('waiting-animation');
    expect(html).toMatch(/<h1[^>]*>Mira and the Moon Map<\/h1>/);
    expect(html).toMatch(/data-testid="story-paragraph" data-index="0">Once upon a time.<\/p>/);
    expect(html).toMatch(/data-testid="story-paragraph" data-index="1">Mira found a map.<\/p>/);
    expect(html).toContain('Writing… 2 paragraphs so far');
    // The read time is known once the story is written, not '0 min read' meanwhile.
    expect(html).toContain('Ages 7-10');
    expect(html).not.toContain('min read');
  });

  it('puts each picture at its scene, with its alt text, while they are drawn', () => {
    const html = storyPage(
      aStory({ status: 'illustrating', content: 'One.\n\nTwo.\n\nThree.\n\nFour.' }),
      { event: 'status', data: { status: 'illustrating', title: null } },
      { event: 'picture', data: { sceneIndex: 1, url: '/api/stories/assets/b.png', alt: 'Mira on the moon' } },
      { event: 'picture', data: { sceneIndex: 0, url: '/api/stories/assets/a.png', alt: 'Mira finds the map' } },
    );
    expect(html).toContain('Drawing pictures…');
    const order = [...html.matchAll(/data-testid="story-(image|paragraph)"/g)].map((match) => match[1]);
    // Two scenes over four paragraphs: before the first and before the third, as the reader places them.
    expect(order).toEqual(['image', 'paragraph', 'paragraph', 'image', 'paragraph', 'paragraph']);
    expect(html).toMatch(/alt="Mira finds the map"[^>]*data-loaded="false" data-scene-index="0"/);
  });

  it('asks for a reload when the stream is lost', () => {
    expect(storyPage(justStarted, { event: 'lost' })).toContain('data-testid="story-stream-lost"');
  });

  it("the waiting animation's heading: the family's story, its next chapter, or someone else's", () => {
    const owner = { id: 'u1' };
    expect(waitingTitleFor(aStory(), owner)).toBe('Spell is writing your story...');
    expect(waitingTitleFor(aStory({ collectionOrder: 2 }), owner)).toBe("Spell is writing Mira's next chapter...");
    expect(waitingTitleFor(aStory(), null)).toBe('Spell is writing this story...');
  });
});

describe('a failed story on its page', () => {
  it('shows the reason, that the ink was returned, and the ways to create again or go back', () => {
    const html = render(createElement(StoryFailed, { reason: storyFailureReasons.drawing, inkReturned: true, back }));
    expect(html).toContain('data-testid="story-failed"');
    expect(html).toContain(`<p role="alert" data-testid="story-failed-reason">${storyFailureReasons.drawing}</p>`);
    expect(html).toMatch(new RegExp(`data-testid="story-ink-returned">.*${storyMessages.inkReturned}</span>`));
    expect(html).toMatch(/<a [^>]*href="\/create"[^>]*>Create a New Story<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/stories"[^>]*>Back to Library<\/a>/);
  });

  it('says nothing about ink when none went back', () => {
    expect(render(createElement(StoryFailed, { reason: 'x', inkReturned: false, back }))).not.toContain('story-ink-returned');
  });
});
