import { DeliverPolicy, RetentionPolicy, StorageType, type NatsConnection } from 'nats';
import type { Subjects } from '@inkspell/service-kit';
import type { StoryProgress, StoryProgressEvent } from '../domain/ports';

/**
 * How long a reader's pull for a story's next events waits before nats.js renews it. nats.js notices a consumer
 * lost on the server (a NATS restart, an operator) only after two missed heartbeats, which come at half this, and
 * tries again to create one it could not after this long: with its 30 s default a family would watch the waiting
 * phases that long.
 */
const followPullExpiryMs = 2_000;

/** How long a story's progress is kept for late or reconnecting readers; a story settled long ago is read from the database. */
const keepSeconds = 2 * 60 * 60;

/**
 * Story progress on a JetStream stream (limits retention, kept two hours), one subject per story. Every instance
 * publishes its jobs' progress there, and any instance's event stream reads a story's subject with an ordered
 * consumer: from the start, or after the stream sequence a reconnecting client last saw (its Last-Event-ID).
 */
export async function createStoryProgress(nc: NatsConnection, subjects: Subjects): Promise<StoryProgress> {
  const stream = `${subjects.prefix.replace(/[^A-Za-z0-9]/g, '_').toUpperCase()}STORY_PROGRESS`;
  const subjectOf = (storyId: string) => subjects.of(`progress.stories.${storyId}`);
  const jsm = await nc.jetstreamManager();
  try {
    await jsm.streams.info(stream);
  } catch {
    await jsm.streams
      .add({
        name: stream,
        subjects: [subjects.of('progress.stories.*')],
        retention: RetentionPolicy.Limits,
        storage: StorageType.File,
        max_age: keepSeconds * 1_000_000_000,
      })
      .catch((err: Error) => {
        if (!/already in use|stream name already/i.test(err.message)) throw err;
      });
  }
  const js = nc.jetstream();

  return {
    async publish(storyId, event) {
      await js.publish(subjectOf(storyId), JSON.stringify(event));
    },

    async *follow(storyId, afterId, signal) {
      // An ordered consumer starts at the stream's first message by default; naming DeliverPolicy.All stalls it.
      const consumer = await js.consumers.get(stream, {
        filterSubjects: subjectOf(storyId),
        ...(afterId === undefined ? {} : { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: afterId + 1 }),
      });
      const messages = await consumer.consume({ expires: followPullExpiryMs });
      const stop = () => void messages.close();
      signal.addEventListener('abort', stop, { once: true });
      try {
        if (signal.aborted) return;
        for await (const msg of messages) {
          yield { id: msg.seq, event: msg.json<StoryProgressEvent>() };
          if (signal.aborted) return;
        }
      } finally {
        signal.removeEventListener('abort', stop);
        await messages.close();
      }
    },
  };
}
