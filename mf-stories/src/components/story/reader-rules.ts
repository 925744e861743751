import type { PublicUser, Story } from '@inkspell/contracts';

/**
 * What the reader shows of a story to whom (spec 01 §2, §4). The server already cut a partial story to
 * its first half (ARCHITECTURE §7); these rules only decide what to show around the text.
 */
type Viewer = Pick<PublicUser, 'id'> | null;

/** Ownership is the story's userId equalling the viewer's id (spec 01 §6). */
export function isStoryOwner(story: Pick<Story, 'userId'>, viewer: Viewer): boolean {
  return viewer !== null && story.userId !== null && story.userId === viewer.id;
}

export type ReaderPrompt =
  /** Nothing under the text. */
  | 'none'
  /** A preview, or a story without content: invite a visitor to sign up (hidden when logged in). */
  | 'sign-up'
  /** The first half of a shared story: sign up to read the conclusion. */
  | 'read-conclusion';

export interface ReaderView {
  /** The text to show. */
  text: string;
  /** Full content: the whole story, with its pictures and narration. */
  isFull: boolean;
  prompt: ReaderPrompt;
}

type ReadableStory = Pick<Story, 'userId' | 'content' | 'preview' | 'isPreview' | 'isPartialContent'>;

export function readerView(story: ReadableStory, viewer: Viewer): ReaderView {
  const hasContent = story.content.trim().length > 0;
  if (isStoryOwner(story, viewer) && hasContent) {
    // An adopted preview is its owner's too: the whole text, but a preview has no pictures or narration.
    return { text: story.content, isFull: !story.isPreview && !story.isPartialContent, prompt: 'none' };
  }
  if (story.isPreview || !hasContent) {
    return { text: story.preview || story.content, isFull: false, prompt: viewer ? 'none' : 'sign-up' };
  }
  if (story.isPartialContent) return { text: story.content, isFull: false, prompt: 'read-conclusion' };
  return { text: story.content, isFull: true, prompt: 'none' };
}

/** The Continue Adventures box is for the owner of a full story that is finished (storyMessages.storyNotReady). */
export function canContinue(story: ReadableStory & Partial<Pick<Story, 'status'>>, viewer: Viewer): boolean {
  return (story.status ?? 'ready') === 'ready' && isStoryOwner(story, viewer) && readerView(story, viewer).isFull;
}

export interface BackLink {
  to: string;
  label: string;
}

/**
 * The reader's back link (spec 01 §2): samples go home; someone else's public story goes back to the
 * samples (/stories); a logged-in reader goes back to the library; anyone else goes home.
 */
export function readerBackLink(input: { isSample: boolean; story?: Pick<Story, 'userId' | 'isPublic'>; viewer: Viewer }): BackLink {
  const { isSample, story, viewer } = input;
  if (isSample) return { to: '/', label: 'Back to Home' };
  if (story?.isPublic && !isStoryOwner(story, viewer)) return { to: '/stories', label: 'Back to Samples' };
  if (viewer) return { to: '/stories', label: 'Back to Library' };
  return { to: '/', label: 'Back to Home' };
}

/** Splits a story's text into paragraphs (blank lines separate them). */
export function storyParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * The paragraph the picture at `position` (of `count`) goes before: spread evenly, the first one before the text.
 * The reader places a story's pictures this way, and so does the story page while the pictures arrive.
 */
export function pictureSlot(position: number, count: number, paragraphCount: number): number {
  return Math.floor((position * paragraphCount) / Math.max(count, 1));
}
