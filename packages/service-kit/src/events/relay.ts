import type { NatsConnection } from 'nats';
import { asc, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { outbox } from '../db/outbox-schema';
import type { Logger } from '../logger';
import { outboxLag } from '../observability/metrics';
import { contextFromCarrier, natsTraceHeaders } from '../observability/trace-context';
import { isTracing, serviceAttribute, tracer } from '../observability/tracing';
import type { Subjects } from './nats';
import { SpanKind, trace, type Context } from '@opentelemetry/api';

/** With tracing on, a PRODUCER span in the trace that recorded the event; its context goes in the headers. */
function publishContext(parent: Context, subject: string, service: string | undefined): { context: Context; end(): void } {
  if (!isTracing()) return { context: parent, end: () => undefined };
  const span = tracer().startSpan(
    `publish ${subject}`,
    {
      kind: SpanKind.PRODUCER,
      attributes: { [serviceAttribute]: service, 'messaging.system': 'nats', 'messaging.destination.name': subject },
    },
    parent,
  );
  return { context: trace.setSpan(parent, span), end: () => span.end() };
}

export interface OutboxRelay {
  /** Publish now instead of waiting for the next poll (called after a commit that recorded events). */
  kick(): void;
  /** One pass: publishes what is waiting and returns how many went out. */
  relayOnce(): Promise<number>;
  /** Resolves once no pass is running (the one every relay starts with, or one a kick began). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Publishes outbox rows to JetStream with Nats-Msg-Id = event id, so a republish is dropped as a duplicate,
 * and the trace context of the request that recorded each event in its headers.
 */
export function startOutboxRelay(options: {
  db: Executor;
  nc: NatsConnection;
  subjects: Subjects;
  logger: Logger;
  pollMs?: number;
  batchSize?: number;
}): OutboxRelay {
  const js = options.nc.jetstream();
  const service = (options.logger.bindings() as { service?: string }).service;
  const batchSize = options.batchSize ?? 100;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const relayOnce = async (): Promise<number> =>
    options.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outbox)
        .where(isNull(outbox.publishedAt))
        .orderBy(asc(outbox.createdAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      for (const row of rows) {
        const publishing = publishContext(contextFromCarrier(row.traceContext), row.subject, service);
        try {
          await js.publish(options.subjects.of(row.subject), JSON.stringify(row.envelope), {
            msgID: row.id,
            headers: natsTraceHeaders(publishing.context),
          });
        } finally {
          publishing.end();
        }
        outboxLag.observe({ subject: row.subject }, Math.max(0, Date.now() - row.createdAt.getTime()) / 1000);
      }
      await tx
        .update(outbox)
        .set({ publishedAt: new Date() })
        .where(
          inArray(
            outbox.id,
            rows.map((r) => r.id),
          ),
        );
      return rows.length;
    });

  const pass = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = relayOnce()
      .catch((err) => {
        options.logger.warn({ err }, 'outbox relay pass failed; will retry');
        return 0;
      })
      .then((n) => {
        running = null;
        if (again || n === batchSize) {
          again = false;
          pass();
        }
        return n;
      });
  };

  const timer = setInterval(pass, options.pollMs ?? 500);
  timer.unref();
  pass();

  return {
    kick: pass,
    relayOnce,
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
