import { context, trace } from '@opentelemetry/api';
import type { MsgHdrs, NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectNats, sendCommand, subjectsFor, tracer } from '../../src';
import { newRunId, startMemoryTracing, testNatsPrefix } from '../../src/testing';

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
