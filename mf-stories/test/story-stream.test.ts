import { storyFailureReasons, storyStatuses, storyStreamEvents, type StoryStreamEvent } from '@inkspell/contracts';
import { describe, expect, it } from 'vitest';
import {
  initialStreamState,
  isStoryInProgress,
  isWaitingForWords,
  parseStreamEvent,
  shownParagraphs,
  storyStreamReducer,
  type StoryStreamAction,
  type StoryStreamState,
} from '../src/api/story-stream-state';
import { aStory } from './fixtures';

const justStarted = aStory({ status: 'writing', title: 'A new story', content: '', imageUrls: [], hasImages: false, audioUrl: null });

function play(state: StoryStreamState, ...actions: StoryStreamAction[]): StoryStreamState {
  return actions.reduce(storyStreamReducer, state);
}

const paragraph = (index: number, text: string): StoryStreamEvent => ({ event: 'paragraph', data: { index, text } });
const picture = (sceneIndex: number): StoryStreamEvent => ({
  event: 'picture',
  data: { sceneIndex, url: `/api/stories/assets/scene-${sceneIndex}.png`, alt: `Scene ${sceneIndex}` },
});
const titled = (title: string): StoryStreamEvent => ({ event: 'status', data: { status: 'writing', title } });

describe('a story job on the story page, before any event', () => {
  it('a story that has just started waits for its words, with no title yet (the story carries a placeholder)', () => {
    const state = initialStreamState(justStarted);
    expect(state.status).toBe('writing');
    expect(state.title).toBeNull();
    expect(shownParagraphs(state)).toEqual([]);
    expect(isWaitingForWords(state)).toBe(true);
  });

  it('coming back later shows the paragraphs written so far at once, with the title', () => {
    const state = initialStreamState(aStory({ status: 'writing', content: 'One.\n\nTwo.\n\nThree.' }));
    expect(shownParagraphs(state)).toEqual(['One.', 'Two.', 'Three.']);
    expect(state.title).toBe('Mira and the Moon Map');
    expect(isWaitingForWords(state)).toBe(false);
  });

  it('a story being drawn has its title and all its words', () => {
    const state = initialStreamState(aStory({ status: 'illustrating' }));
    expect(state.title).toBe('Mira and the Moon Map');
    expect(isWaitingForWords(state)).toBe(false);
  });

  it('only writing and illustrating stories are in progress', () => {
    expect(storyStatuses.filter((status) => isStoryInProgress({ status }))).toEqual(['writing', 'illustrating']);
  });
});

describe('the events of a story job', () => {
  it('the title appears when known and each paragraph as it arrives; the waiting ends with the first one', () => {
    let state = play(initialStreamState(justStarted), { event: 'connected' }, titled('Mira and the Moon Map'));
    expect(state.title).toBe('Mira and the Moon Map');
    expect(isWaitingForWords(state)).toBe(true);
    state = play(state, paragraph(0, 'Once upon a time.'));
    expect(isWaitingForWords(state)).toBe(false);
    state = play(state, paragraph(1, 'Mira found a map.'));
    expect(shownParagraphs(state)).toEqual(['Once upon a time.', 'Mira found a map.']);
  });

  it('a status without a title keeps the title already known', () => {
    const state = play(initialStreamState(justStarted), titled('The Map'), {
      event: 'status',
      data: { status: 'illustrating', title: null },
    });
    expect(state).toMatchObject({ status: 'illustrating', title: 'The Map' });
  });

  it('paragraphs are placed by index: one sent again replaces it, one that comes early leaves a gap until the rest arrive', () => {
    let state = play(initialStreamState(justStarted), paragraph(0, 'A.'), paragraph(2, 'C.'));
    expect(state.paragraphs).toEqual(['A.', null, 'C.']);
    expect(shownParagraphs(state)).toEqual(['A.', 'C.']);
    state = play(state, paragraph(1, 'B.'), paragraph(2, 'C, better.'));
    expect(shownParagraphs(state)).toEqual(['A.', 'B.', 'C, better.']);
  });

  it('a retried job sends paragraph 0 again: the later paragraphs and the pictures go, and the new ones follow', () => {
    const state = play(
      initialStreamState(justStarted),
      paragraph(0, 'First try.'),
      paragraph(1, 'Still the first try.'),
      picture(0),
      paragraph(0, 'Second try.'),
    );
    expect(shownParagraphs(state)).toEqual(['Second try.']);
    expect(state.pictures).toEqual([]);
    expect(shownParagraphs(play(state, paragraph(1, 'Going on.')))).toEqual(['Second try.', 'Going on.']);
  });

  it('a new connection replays everything: the paragraphs already shown stay (no flicker) and are confirmed', () => {
    const cameBack = initialStreamState(aStory({ status: 'writing', content: 'One.\n\nTwo.\n\nThree.' }));
    const state = play(cameBack, { event: 'connected' }, paragraph(0, 'One.'));
    expect(shownParagraphs(state)).toEqual(['One.', 'Two.', 'Three.']);
    expect(shownParagraphs(play(state, paragraph(1, 'Two.'), paragraph(2, 'Three.'), paragraph(3, 'Four.')))).toEqual([
      'One.',
      'Two.',
      'Three.',
      'Four.',
    ]);
  });

  it('a replay whose first paragraph differs from what the page showed is a retried job: the old words go', () => {
    const cameBack = initialStreamState(aStory({ status: 'writing', content: 'Old one.\n\nOld two.' }));
    expect(shownParagraphs(play(cameBack, { event: 'connected' }, paragraph(0, 'New one.')))).toEqual(['New one.']);
  });

  it('after a reconnection paragraph 0 counts as the first again', () => {
    const state = play(initialStreamState(justStarted), paragraph(0, 'A.'), paragraph(1, 'B.'), { event: 'connected' }, paragraph(0, 'A.'));
    expect(shownParagraphs(state)).toEqual(['A.', 'B.']);
  });

  it('pictures arrive in any order and are kept in scene order; a scene sent again replaces its picture', () => {
    const state = play(initialStreamState(aStory({ status: 'illustrating' })), picture(2), picture(0), {
      event: 'picture',
      data: { sceneIndex: 2, url: '/api/stories/assets/redrawn.png', alt: 'Redrawn' },
    });
    expect(state.pictures.map((shown) => [shown.sceneIndex, shown.alt])).toEqual([
      [0, 'Scene 0'],
      [2, 'Redrawn'],
    ]);
  });

  it('ready carries the finished story; nothing changes after it', () => {
    const finished = aStory();
    const state = play(initialStreamState(justStarted), paragraph(0, 'Draft.'), { event: 'ready', data: finished }, paragraph(0, 'Late.'));
    expect(state.status).toBe('ready');
    expect(state.story).toBe(finished);
    expect(state.title).toBe(finished.title);
    expect(shownParagraphs(state)).toEqual(['Once upon a time Mira found a map.', 'It led to the moon.']);
  });

  it('failed carries the reason and whether the ink went back; nothing changes after it', () => {
    const failed = { event: 'failed', data: { reason: storyFailureReasons.tooSlow, inkReturned: true } } as const;
    const state = play(initialStreamState(justStarted), paragraph(0, 'A.'), failed, paragraph(1, 'B.'));
    expect(state.status).toBe('failed');
    expect(state.failure).toEqual({ reason: storyFailureReasons.tooSlow, inkReturned: true });
    expect(shownParagraphs(state)).toEqual(['A.']);
    expect(isWaitingForWords(state)).toBe(false);
  });

  it('a lost stream stops the waiting animation, and a new connection clears it', () => {
    const lost = play(initialStreamState(justStarted), { event: 'lost' });
    expect(lost.lost).toBe(true);
    expect(isWaitingForWords(lost)).toBe(false);
    expect(play(lost, { event: 'connected' }).lost).toBe(false);
  });

  it('a failed story read with GET shows its reason; one without a stored reason gets the writing one', () => {
    expect(initialStreamState(aStory({ status: 'failed', failureReason: storyFailureReasons.drawing })).failure).toEqual({
      reason: storyFailureReasons.drawing,
      inkReturned: true,
    });
    expect(initialStreamState(aStory({ status: 'failed' })).failure?.reason).toBe(storyFailureReasons.writing);
  });
});

describe("checking each event's data against the contract", () => {
  it('takes data that fits the schema of its event name', () => {
    expect(parseStreamEvent(storyStreamEvents, 'paragraph', '{"index":0,"text":"Hello."}')).toEqual(paragraph(0, 'Hello.'));
    expect(parseStreamEvent(storyStreamEvents, 'ready', JSON.stringify(aStory()))).toEqual({ event: 'ready', data: aStory() });
  });

  it.each([
    ['paragraph', '{"index":-1,"text":"Hello."}'],
    ['paragraph', '{"text":"Hello."}'],
    ['picture', '{"sceneIndex":0,"url":"/a.png"}'],
    ['status', '{"status":"dreaming","title":null}'],
    ['failed', '{"reason":"x"}'],
    ['paragraph', 'not json'],
  ] as const)('drops %s data %s', (name, data) => {
    expect(parseStreamEvent(storyStreamEvents, name, data)).toBeNull();
  });
});
