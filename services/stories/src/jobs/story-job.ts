import { z } from 'zod';

/** A story job on the work queue: which story to write. Everything else is on the story's row. */
export const storyJobSchema = z.object({ storyId: z.uuid() });
export type StoryJob = z.infer<typeof storyJobSchema>;

/** The work queue's name: stream PREFIX_STORIES_WRITE, subject jobs.stories-write, consumer stories-write-workers. */
export const storyQueueName = 'stories-write';
