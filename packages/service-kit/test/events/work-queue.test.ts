import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectNats, createLogger, ensureWorkQueue, startWorkQueueWorker, subjectsFor, workQueueFor } from '../../src';
import { newRunId, testNatsPrefix, waitFor } from '../../src/testing';

const natsUrl = 'nats://127.0.0.1:4222';
let nc: NatsConnection;
const subjects = subjectsFor(testNatsPrefix(newRunId()));

beforeAll(async () => {
  nc = await connectNats(natsUrl, 'kit-work-queue-test');
});
afterAll(async () => {
  await nc?.close();
});

/**
 * Another process that publishes one message on `subject` at the moment the caller names (its clock is ours),
 * so it can publish while this process is busy and reads nothing.
 */
async function publisherProcess(subject: string): Promise<{ publishAt(at: number): void; done: Promise<unknown> }> {
  const script = `
    const { connect } = require('nats');
    connect({ servers: ${JSON.stringify(natsUrl)} }).then((nc) => {
      process.stdout.write('ready\\n');
      process.stdin.once('data', async (at) => {
        while (Date.now() < Number(at)) {}
        await nc.jetstream().publish(${JSON.stringify(subject)}, JSON.stringify({ job: 1 }));
        await nc.close();
      });
    });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  await once(child.stdout, 'data');
  return { publishAt: (at) => child.stdin.end(String(at)), done: once(child, 'exit') };
}

describe('a work queue worker', () => {
  it('takes a job handed over while the process was busy at once, not after ackWait', async () => {
    const queue = workQueueFor(subjects, 'busy-test');
    // A long ackWait, as story jobs have: a job dropped on the way would come back only after it.
    const timings = { ackWaitMs: 30_000, maxDeliver: 3 };
    await ensureWorkQueue(nc, subjects, queue, timings);
    const handled: { at: number; attempt: number }[] = [];
    const worker = await startWorkQueueWorker({
      nc,
      queue,
      logger: createLogger('kit-test', 'error'),
      concurrency: 4,
      ...timings,
      parse: (payload) => payload,
      handle: (_payload, delivery) => {
        handled.push({ at: Date.now(), attempt: delivery.attempt });
        return Promise.resolve();
      },
      onGiveUp: () => Promise.resolve(),
    });
    const publisher = await publisherProcess(subjects.of(queue.subject));
    try {
      // The worker's pulls are out; now this process is busy for 3 s (a long synchronous step, or a loaded
      // machine) while the other process publishes a job early in it. Every pull with a short expiry that was
      // out then has run out by the end, and the job reached one of them.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await new Promise((resolve) => setImmediate(resolve));
      const busyFrom = Date.now();
      publisher.publishAt(busyFrom + 200);
      while (Date.now() - busyFrom < 3_000) {
        // busy
      }
      const busyUntil = Date.now();
      await waitFor(() => handled[0], { what: 'the job', timeoutMs: 40_000 });
      expect(handled).toEqual([{ at: expect.any(Number), attempt: 1 }]);
      expect(handled[0]!.at - busyUntil).toBeLessThan(2_000);
    } finally {
      await publisher.done;
      await worker.stop(1000);
      await (await nc.jetstreamManager()).streams.delete(queue.stream).catch(() => undefined);
    }
  }, 60_000);

  it('runs at most `concurrency` jobs at once and takes the rest as slots free up', async () => {
    const queue = workQueueFor(subjects, 'slots-test');
    const timings = { ackWaitMs: 5_000, maxDeliver: 1 };
    await ensureWorkQueue(nc, subjects, queue, timings);
    let atOnce = 0;
    let most = 0;
    const done: number[] = [];
    const worker = await startWorkQueueWorker({
      nc,
      queue,
      logger: createLogger('kit-test', 'error'),
      concurrency: 3,
      ...timings,
      parse: (payload) => payload as { n: number },
      handle: async ({ n }) => {
        atOnce += 1;
        most = Math.max(most, atOnce);
        await new Promise((resolve) => setTimeout(resolve, 50));
        atOnce -= 1;
        done.push(n);
      },
      onGiveUp: () => Promise.resolve(),
    });
    try {
      const js = nc.jetstream();
      for (let n = 0; n < 12; n += 1) await js.publish(subjects.of(queue.subject), JSON.stringify({ n }));
      await waitFor(() => done.length === 12 || undefined, { what: 'all twelve jobs' });
      expect(most).toBe(3);
      expect([...done].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, n) => n));
    } finally {
      await worker.stop(1000);
      await (await nc.jetstreamManager()).streams.delete(queue.stream).catch(() => undefined);
    }
  });
});
