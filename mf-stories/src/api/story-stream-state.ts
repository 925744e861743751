import type { Story, StoryStatus, StoryStreamEvent, StoryStreamEventName, storyStreamEvents } from '@inkspell/contracts';
import { storyFailureReasons } from '@inkspell/contracts/values/story-jobs';
import { pictureSlot, storyParagraphs } from '../components/story/reader-rules';

/**
 * A story job's progress as the story page shows it (issue #22), built from the story as GET answered it and
 * then from the events of GET /api/stories/:id/events. Pure, so every case is a unit test.
 */

export interface StreamPicture {
  sceneIndex: number;
  url: string;
  alt: string;
}

export interface StreamFailure {
  reason: string;
  inkReturned: boolean;
}

export interface StoryStreamState {
  status: StoryStatus;
  /** Null until the engine has written it (a story that has no words yet carries only a placeholder). */
  title: string | null;
  /** By index; null where a paragraph has not arrived yet. */
  paragraphs: readonly (string | null)[];
  /** By scene, in scene order. */
  pictures: readonly StreamPicture[];
  /** The finished story, from `ready`. */
  story: Story | null;
  failure: StreamFailure | null;
  /** Paragraph 0 already came on this connection, so another one means the job was retried. */
  sawFirstParagraph: boolean;
  /** The stream could not be opened again; the page asks for a reload. */
  lost: boolean;
}

/**
 * What the reducer takes: the stream's events, plus `connected` when the page opens a new connection (the server
 * then replays everything so far) and `lost` when it gives up on the stream.
 */
export type StoryStreamAction = StoryStreamEvent | { event: 'connected' } | { event: 'lost' };

export const storyStreamEventNames = [
  'paragraph',
  'picture',
  'status',
  'ready',
  'failed',
] as const satisfies readonly StoryStreamEventName[];

/** A story that is still being written or drawn. */
export function isStoryInProgress(story: Pick<Story, 'status'>): boolean {
  return story.status === 'writing' || story.status === 'illustrating';
}

/** A failed story's reason for the family (a story failed before reasons were kept gets the writing one). */
export function failureReasonOf(story: Pick<Story, 'failureReason'>): string {
  return story.failureReason ?? storyFailureReasons.writing;
}

/** The page's state before any event: the paragraphs written so far are in `content`, the rest is replayed. */
export function initialStreamState(story: Story): StoryStreamState {
  const paragraphs = storyParagraphs(story.content);
  return {
    status: story.status,
    // The engine writes the title before the first paragraph; before that the story's title is a placeholder.
    title: paragraphs.length > 0 || story.status !== 'writing' ? story.title : null,
    paragraphs,
    pictures: [],
    story: story.status === 'ready' ? story : null,
    failure: story.status === 'failed' ? { reason: failureReasonOf(story), inkReturned: true } : null,
    sawFirstParagraph: false,
    lost: false,
  };
}

function isFinished(state: StoryStreamState): boolean {
  return state.status === 'ready' || state.status === 'failed';
}

function withParagraph(state: StoryStreamState, index: number, text: string): StoryStreamState {
  // Paragraph 0 again (or a different one than the page shows) is a retried job: it starts over from there.
  const startsOver = index === 0 && (state.sawFirstParagraph || (state.paragraphs[0] != null && state.paragraphs[0] !== text));
  const paragraphs = startsOver ? [] : [...state.paragraphs];
  while (paragraphs.length < index) paragraphs.push(null);
  paragraphs[index] = text;
  return {
    ...state,
    paragraphs,
    pictures: startsOver ? [] : state.pictures,
    sawFirstParagraph: state.sawFirstParagraph || index === 0,
  };
}

function withPicture(state: StoryStreamState, picture: StreamPicture): StoryStreamState {
  const pictures = [...state.pictures.filter((shown) => shown.sceneIndex !== picture.sceneIndex), picture];
  return { ...state, pictures: pictures.sort((a, b) => a.sceneIndex - b.sceneIndex) };
}

/** The next state after one event. Once ready or failed, nothing more changes. */
export function storyStreamReducer(state: StoryStreamState, action: StoryStreamAction): StoryStreamState {
  if (isFinished(state)) return state;
  switch (action.event) {
    case 'connected':
      return { ...state, sawFirstParagraph: false, lost: false };
    case 'lost':
      return { ...state, lost: true };
    case 'paragraph':
      return withParagraph(state, action.data.index, action.data.text);
    case 'picture':
      return withPicture(state, action.data);
    case 'status':
      return { ...state, status: action.data.status, title: action.data.title ?? state.title };
    case 'ready':
      return {
        ...state,
        status: 'ready',
        title: action.data.title,
        paragraphs: storyParagraphs(action.data.content),
        story: action.data,
        lost: false,
      };
    case 'failed':
      return { ...state, status: 'failed', failure: action.data, lost: false };
  }
}

/** The paragraphs that have arrived, in order. */
export function shownParagraphs(state: Pick<StoryStreamState, 'paragraphs'>): string[] {
  return state.paragraphs.filter((paragraph): paragraph is string => paragraph !== null);
}

/** The waiting animation shows until the first words arrive (spec 01 §4's phases, now on the story page). */
export function isWaitingForWords(state: Pick<StoryStreamState, 'status' | 'paragraphs' | 'lost'>): boolean {
  return state.status === 'writing' && shownParagraphs(state).length === 0 && !state.lost;
}

/**
 * One SSE message checked against the contract's schema for its event name; anything that does not fit is
 * dropped (null) rather than shown.
 */
export function parseStreamEvent(schemas: typeof storyStreamEvents, name: StoryStreamEventName, data: string): StoryStreamEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = schemas[name].safeParse(json);
  return parsed.success ? ({ event: name, data: parsed.data } as StoryStreamEvent) : null;
}

/**
 * Where the pictures that have arrived go: scene s of n before paragraph pictureSlot(s, n, paragraphs), as the
 * reader places a finished story's pictures; n is the highest scene so far plus one, so once every scene is in,
 * the places are the reader's.
 */
export function picturesByParagraph(pictures: readonly StreamPicture[], paragraphCount: number): Map<number, StreamPicture[]> {
  const sceneCount = pictures.reduce((most, picture) => Math.max(most, picture.sceneIndex + 1), 0);
  const slots = new Map<number, StreamPicture[]>();
  for (const picture of pictures) {
    const before = Math.min(pictureSlot(picture.sceneIndex, sceneCount, paragraphCount), paragraphCount);
    slots.set(before, [...(slots.get(before) ?? []), picture]);
  }
  return slots;
}
