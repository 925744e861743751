import type { Story, StoryStreamEventName } from '@inkspell/contracts';
import type { StoriesPorts } from './ports';
import { readStory } from './read-stories';

/** One event of a story's stream as the reader gets it; `id` is its place in the story's progress. */
export interface StoryStreamItem {
  id?: number;
  event: StoryStreamEventName;
  data: unknown;
}

/**
 * GET /api/stories/:id/events (issue #22), with the story's own access rules: who may not read the story gets
 * the same 404 before any event. A settled story answers at once with `ready` (the story as GET gives it to
 * this reader) or `failed`. Otherwise the story's progress follows, from the start or after `afterId`, whichever
 * instance wrote it, until it is ready or failed. A story waiting for a parent tells its owner only its status.
 */
export async function followStory(
  ports: Pick<StoriesPorts, 'repos' | 'progress'>,
  id: string,
  viewer: { userId?: string; ref?: string },
  afterId: number | undefined,
): Promise<(signal: AbortSignal) => AsyncIterable<StoryStreamItem> | Iterable<StoryStreamItem>> {
  const story = await readStory(ports, id, viewer);
  if (story.status === 'ready') return () => [{ event: 'ready', data: story }];
  if (story.status === 'failed') return () => [failedItem(story)];
  const wordsHidden = story.reviewState === 'waiting-for-parent';
  return async function* live(signal) {
    for await (const { id: itemId, event } of ports.progress.follow(id, afterId, signal)) {
      switch (event.event) {
        case 'paragraph':
        case 'picture':
          if (!wordsHidden) yield { id: itemId, event: event.event, data: event.data };
          break;
        case 'status':
          yield { id: itemId, event: 'status', data: event.data };
          break;
        case 'ready':
          yield { id: itemId, event: 'ready', data: await readStory(ports, id, viewer) };
          return;
        case 'failed':
          yield { id: itemId, event: 'failed', data: event.data };
          return;
      }
    }
  };
}

function failedItem(story: Story): StoryStreamItem {
  return { event: 'failed', data: { reason: story.failureReason ?? '', inkReturned: true } };
}
