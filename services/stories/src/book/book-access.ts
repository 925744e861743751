import { z } from 'zod';
import { errorCodes, httpStatus, storyMessages } from '@inkspell/contracts';
import { DomainError } from '@inkspell/service-kit/errors';
import { storyErrors } from '../domain/errors';
import type { StoriesPorts } from '../domain/ports';
import type { StoryRecord } from '../domain/story';
import { viewOf, type StoryView } from '../domain/story-access';

const uuid = z.uuid();

/** Issue #15: the printed book is the whole story, so a first-half view may not have it. */
export const bookNeedsFullStory = () =>
  new DomainError(httpStatus.forbidden, storyMessages.bookNeedsFullStory, { code: errorCodes.forbidden });

export interface BookViewer {
  userId?: string;
  ref?: string;
}

/**
 * Which stories a viewer may print, by the reader's own access rules (story-access.ts): a story they may read in full.
 * Not visible at all is 404, as for reading; visible only in part (a signed-out visitor with a shared link) is 403:
 * the book is the whole story, its pictures included. For a collection, the parts this viewer cannot see are left
 * out; none visible is 404, and any part visible only in part, or still waiting for a parent, refuses the whole book.
 */
export function printableStories(stories: readonly StoryRecord[], views: readonly StoryView[]): StoryRecord[] {
  const visible = stories.filter((_, i) => views[i] !== 'none');
  if (visible.length === 0) throw storyErrors.storyNotFound();
  if (views.some((view) => view === 'partial')) throw bookNeedsFullStory();
  // A story waiting for a parent is not read by anyone yet, its owner included (ADR 0019); the book would leak it.
  if (views.some((view) => view === 'waiting')) throw storyErrors.waitingForParent();
  return visible;
}

async function viewsOf(ports: Pick<StoriesPorts, 'repos'>, stories: readonly StoryRecord[], viewer: BookViewer): Promise<StoryView[]> {
  const referral = viewer.ref ? await ports.repos.referrals.findByCode(viewer.ref) : undefined;
  return stories.map((story) => viewOf(story, { userId: viewer.userId, refMatchesStory: referral?.sharedStoryId === story.id }));
}

/** GET /api/stories/:id/book.pdf: the story, when this viewer may print it. */
export async function storyForBook(ports: Pick<StoriesPorts, 'repos'>, id: string, viewer: BookViewer): Promise<StoryRecord[]> {
  const story = uuid.safeParse(id).success ? await ports.repos.stories.findById(id) : undefined;
  if (!story) throw storyErrors.storyNotFound();
  return printableStories([story], await viewsOf(ports, [story], viewer));
}

/** GET /api/stories/collections/:collectionId/book.pdf: the collection's parts this viewer may print, in order. */
export async function collectionForBook(
  ports: Pick<StoriesPorts, 'repos'>,
  collectionId: string,
  viewer: BookViewer,
): Promise<StoryRecord[]> {
  const parts = uuid.safeParse(collectionId).success ? await ports.repos.stories.listCollection(collectionId) : [];
  return printableStories(parts, await viewsOf(ports, parts, viewer));
}
