import { context, trace } from '@opentelemetry/api';
import type { MsgHdrs, NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectNats,
  createLogger,
  ensureWorkQueue,
  natsTraceHeaders,
  sendCommand,
  startWorkQueueWorker,
  subjectsFor,
  tracer,
  workQueueFor,
} from '../../src';
import { newRunId, startMemoryTracing, testNatsPrefix, waitFor } from '../../src/testing';

/*
 * W3C trace context in NATS headers: with tracing off a command goes without headers (nothing to pay for),
 * with tracing on its traceparent names the sender's span, in the sender's trace.
 */

let nc: NatsConnection;
const subjects = subjectsFor(testNatsPrefix(newRunId()));
const seen: (MsgHdrs | undefined)[] = [];

beforeAll(async () => {
  nc = await connectNats('nats://127.0.0.1:4222', 'kit-trace-test');
  // A raw responder, so the test sees the headers exactly as they travelled.
  const sub = nc.subscribe(subjects.of('ink.balance.get'));
  void (async () => {
    for await (const msg of sub) {
      seen.push(msg.headers);
      msg.respond(JSON.stringify({ ok: true, data: { balance: 5 } }));
    }
  })();
});

afterAll(async () => {
  await nc?.close();
});

describe('trace context over NATS request/reply', () => {
  it('sends no headers while tracing is off', async () => {
    await sendCommand(nc, subjects, 'ink.balance.get', { userId: '5a7c8c1e-3c0a-4a51-9f44-3a5b0e7d2f10' });
    expect(seen.at(-1)).toBeUndefined();
  });

  it('carries traceparent of the sending span when tracing is on', async () => {
    const tracing = startMemoryTracing();
    try {
      const parent = tracer().startSpan('caller');
      await context.with(trace.setSpan(context.active(), parent), () =>
        sendCommand(nc, subjects, 'ink.balance.get', { userId: '5a7c8c1e-3c0a-4a51-9f44-3a5b0e7d2f10' }),
      );
      parent.end();
      const send = tracing.spans().find((s) => s.name === 'send ink.balance.get');
      expect(send).toBeDefined();
      const { traceId, spanId } = send!.spanContext();
      expect(traceId).toBe(parent.spanContext().traceId);
      expect(seen.at(-1)?.get('traceparent')).toBe(`00-${traceId}-${spanId}-01`);
    } finally {
      await tracing.stop();
    }
  });
});

describe('trace context through a work queue', () => {
  it("runs a job in a CONSUMER span whose parent is the publisher's span, so the job stays in its request's trace", async () => {
    const tracing = startMemoryTracing();
    const queue = workQueueFor(subjects, 'trace-test');
    await ensureWorkQueue(nc, subjects, queue, { ackWaitMs: 5000, maxDeliver: 1 });
    const inJob: string[] = [];
    const worker = await startWorkQueueWorker({
      nc,
      queue,
      logger: createLogger('kit-test', 'error'),
      concurrency: 1,
      ackWaitMs: 5000,
      maxDeliver: 1,
      parse: (payload) => payload as { n: number },
      handle: () => {
        inJob.push(trace.getActiveSpan()?.spanContext().traceId ?? 'none');
        return Promise.resolve();
      },
      onGiveUp: () => Promise.resolve(),
    });
    try {
      const publisher = tracer().startSpan('publisher');
      const headers = natsTraceHeaders(trace.setSpan(context.active(), publisher));
      await nc.jetstream().publish(subjects.of(queue.subject), JSON.stringify({ n: 1 }), { headers });
      publisher.end();
      const job = await waitFor(() => tracing.spans().find((s) => s.name === `process ${queue.subject}`), { what: 'the job span' });
      expect(job.spanContext().traceId).toBe(publisher.spanContext().traceId);
      expect(job.parentSpanContext?.spanId).toBe(publisher.spanContext().spanId);
      expect(inJob).toEqual([publisher.spanContext().traceId]);
    } finally {
      await worker.stop(1000);
      await (await nc.jetstreamManager()).streams.delete(queue.stream).catch(() => undefined);
      await tracing.stop();
    }
  });
});
