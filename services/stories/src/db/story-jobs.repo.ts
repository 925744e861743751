import { recordJob, type Executor, type WorkQueue } from '@inkspell/service-kit';
import type { StoryJobsRepo } from '../domain/ports';
import { storyJobSchema } from '../jobs/story-job';

/** Story jobs go to the work queue through the outbox, so a job exists exactly when its story was saved. */
export function createStoryJobsRepo(db: Executor, queue: WorkQueue): StoryJobsRepo {
  return {
    async enqueue(storyId) {
      // The story id is the message id too: a second enqueue of the same story is dropped by JetStream.
      await recordJob(db, queue, storyJobSchema.parse({ storyId }), storyId);
    },
  };
}
