import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectNats, subjectsFor, type Subjects } from '@inkspell/service-kit';
import { cleanUpRun, newRunId, testNatsPrefix } from '@inkspell/service-kit/testing';
import { createStoryProgress } from '../../src/adapters/story-progress';
import type { StoryProgress, StoryProgressEvent } from '../../src/domain/ports';

const runId = newRunId();
let nc: NatsConnection;
let subjects: Subjects;
let progress: StoryProgress;

beforeAll(async () => {
  nc = await connectNats('nats://127.0.0.1:4222', 'story-progress-test');
  subjects = subjectsFor(testNatsPrefix(runId));
  progress = await createStoryProgress(nc, subjects);
});
afterAll(async () => {
  await nc?.close();
  await cleanUpRun(runId, []);
});

const paragraph = (index: number): StoryProgressEvent => ({ event: 'paragraph', data: { index, text: `Paragraph ${index}.` } });

/** Deletes, on the server, the consumers that follow this story: what a NATS restart or an operator does to them. */
async function loseFollowConsumers(storyId: string): Promise<number> {
  const jsm = await nc.jetstreamManager();
  const subject = subjects.of(`progress.stories.${storyId}`);
  const stream = await jsm.streams.find(subject);
  let lost = 0;
  for await (const consumer of jsm.consumers.list(stream)) {
    const filters = [consumer.config.filter_subject, ...(consumer.config.filter_subjects ?? [])];
    if (filters.includes(subject)) {
      await jsm.consumers.delete(stream, consumer.name);
      lost += 1;
    }
  }
  return lost;
}

describe('a story’s progress, followed over JetStream', () => {
  it('goes on within seconds when the server loses the follow’s consumer, not after nats.js’s 30 s default', async () => {
    const storyId = randomUUID();
    const stop = new AbortController();
    const events = progress.follow(storyId, undefined, stop.signal)[Symbol.asyncIterator]();
    try {
      await progress.publish(storyId, paragraph(0));
      expect((await events.next()).value).toMatchObject({ event: paragraph(0) });

      // Nothing tells the follow its consumer is gone: only the missed heartbeats of its pull, whose pace is the
      // pull's expiry. A family's page would show the waiting phases that long.
      expect(await loseFollowConsumers(storyId)).toBe(1);
      const sentAt = Date.now();
      await progress.publish(storyId, paragraph(1));
      const next = await events.next();
      const waitedMs = Date.now() - sentAt;

      expect(next.value).toMatchObject({ event: paragraph(1) });
      // Seconds, not nats.js's default 30: the page shows its waiting phases meanwhile.
      expect(waitedMs).toBeLessThan(5_000);
    } finally {
      stop.abort();
      await events.return?.();
    }
  }, 20_000);

  it('replays from the start for a reader who comes late, and only what came after the id a reconnecting reader saw', async () => {
    const storyId = randomUUID();
    for (const index of [0, 1, 2]) await progress.publish(storyId, paragraph(index));
    const read = async (afterId: number | undefined, count: number) => {
      const stop = new AbortController();
      const got: { id: number; event: StoryProgressEvent }[] = [];
      for await (const item of progress.follow(storyId, afterId, stop.signal)) {
        got.push(item);
        if (got.length === count) stop.abort();
      }
      return got;
    };
    const all = await read(undefined, 3);
    expect(all.map((item) => item.event)).toEqual([paragraph(0), paragraph(1), paragraph(2)]);
    const rest = await read(all[0]!.id, 2);
    expect(rest.map((item) => item.event)).toEqual([paragraph(1), paragraph(2)]);
  });
});
