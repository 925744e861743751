import type { NatsConnection } from 'nats';
import { startWorkQueueWorker, type Logger, type WorkQueue, type WorkQueueWorker } from '@inkspell/service-kit';
import type { StoriesPorts } from '../domain/ports';
import { failStory, writeStory } from '../domain/write-story';
import { storyJobSchema } from './story-job';

/**
 * Story jobs from the work queue, `concurrency` at a time on this instance (issue #22). A delivery that throws is
 * tried again after a pause; when the last delivery fails too, the story fails with its ink returned.
 */
export function startStoryWriter(options: {
  nc: NatsConnection;
  queue: WorkQueue;
  ports: () => StoriesPorts;
  logger: Logger;
  concurrency: number;
  ackWaitMs: number;
  maxDeliver: number;
}): Promise<WorkQueueWorker> {
  return startWorkQueueWorker({
    nc: options.nc,
    queue: options.queue,
    logger: options.logger,
    concurrency: options.concurrency,
    ackWaitMs: options.ackWaitMs,
    maxDeliver: options.maxDeliver,
    parse: (payload) => storyJobSchema.parse(payload),
    handle: ({ storyId }) => writeStory(options.ports(), storyId),
    async onGiveUp({ storyId }, err) {
      const ports = options.ports();
      const story = await ports.repos.stories.findById(storyId);
      if (story) await failStory(ports, story, 'writing', err);
    },
  });
}
