import { z } from './zod';
import { storySchema } from './stories';
import { storyStatuses } from './values/story-jobs';

/**
 * GET /api/stories/:id/events (issue #22): a story's progress as Server-Sent Events. Each SSE `event:` name is
 * a key here and its `data:` the JSON of the schema. `id:` is the event's place in the story's progress, so a
 * client that reconnects with Last-Event-ID gets only what it missed. `ready` and `failed` end the stream.
 */
export const storyStreamEvents = {
  /** A paragraph as soon as it is written and has passed the safety check; a retried job sends index 0 again. */
  paragraph: z.object({ index: z.number().int().nonnegative(), text: z.string() }),
  /** A scene's picture as soon as it is drawn and stored; scenes may arrive in any order. */
  picture: z.object({ sceneIndex: z.number().int().nonnegative(), url: z.string(), alt: z.string() }),
  /** The story moved on (writing → illustrating), with its title once the engine has written it. */
  status: z.object({ status: z.enum(storyStatuses), title: z.string().nullable() }),
  /** The story as GET /api/stories/:id returns it to this reader. */
  ready: storySchema,
  /** The reason, for the family to read; the held ink has gone back. */
  failed: z.object({ reason: z.string(), inkReturned: z.boolean() }),
} as const;

export type StoryStreamEventName = keyof typeof storyStreamEvents;
export type StoryStreamEvent = {
  [K in StoryStreamEventName]: { event: K; data: z.infer<(typeof storyStreamEvents)[K]> };
}[StoryStreamEventName];

/** The comment a story stream sends when nothing else has gone out for this long, so proxies keep it open. */
export const storyStreamKeepAliveSeconds = 15;
