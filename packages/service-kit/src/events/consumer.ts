import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg, type NatsConnection } from 'nats';
import { eventEnvelopeSchema, events, type EventData, type EventEnvelope, type EventSubject } from '@inkspell/contracts';
import type { Executor } from '../db/database';
import { processedEvents } from '../db/outbox-schema';
import type { Logger } from '../logger';
import { consumerRedeliveries } from '../observability/metrics';
import { contextFromNats } from '../observability/trace-context';
import { isTracing, serviceAttribute, tracer } from '../observability/tracing';
import type { Subjects } from './nats';
import { context, SpanKind, trace } from '@opentelemetry/api';

export type EventHandler<S extends EventSubject> = (event: EventEnvelope<EventData<S>>, tx: Executor) => Promise<void>;

export interface Consumer {
  stop(): Promise<void>;
}

/**
 * A durable, idempotent JetStream consumer: the effect and the processed-event row commit together,
 * and the message is acked only after that commit. A redelivery of an applied event is acked and skipped.
 */
export async function startConsumer<S extends EventSubject>(options: {
  nc: NatsConnection;
  db: Executor;
  subjects: Subjects;
  logger: Logger;
  /** Durable name: service plus purpose, e.g. "ink-welcome-grant". */
  durable: string;
  subject: S;
  handle: EventHandler<S>;
  ackWaitMs?: number;
  retryDelayMs?: number;
  /** Runs between commit and ack; if it throws, the ack is not sent (how tests stand in for a crash there). */
  afterCommit?: (event: EventEnvelope<EventData<S>>) => void;
}): Promise<Consumer> {
  const jsm = await options.nc.jetstreamManager();
  const durable = options.durable;
  const config = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: options.subjects.of(options.subject),
    ack_wait: (options.ackWaitMs ?? 30_000) * 1_000_000,
    max_deliver: -1,
  };
  try {
    await jsm.consumers.info(options.subjects.stream, durable);
    await jsm.consumers.update(options.subjects.stream, durable, { ack_wait: config.ack_wait });
  } catch {
    await jsm.consumers.add(options.subjects.stream, config);
  }
  const consumer = await options.nc.jetstream().consumers.get(options.subjects.stream, durable);
  const messages: ConsumerMessages = await consumer.consume({ max_messages: 50 });
  const log = options.logger.child({ consumer: durable });

  const apply = async (msg: JsMsg) => {
    let envelope: EventEnvelope<EventData<S>>;
    try {
      const raw = eventEnvelopeSchema.parse(msg.json());
      envelope = { ...raw, data: events[options.subject].parse(raw.data) as EventData<S> };
    } catch (err) {
      // A malformed event will never become valid: keep it out of the way instead of redelivering forever.
      log.error({ err, seq: msg.seq }, 'dropping malformed event');
      msg.term();
      return;
    }
    try {
      await options.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(processedEvents)
          .values({ consumer: durable, eventId: envelope.id })
          .onConflictDoNothing()
          .returning({ id: processedEvents.eventId });
        if (inserted.length === 0) return;
        await options.handle(envelope, tx);
      });
    } catch (err) {
      log.warn({ err, eventId: envelope.id }, 'event handler failed; will retry');
      settle(() => msg.nak(options.retryDelayMs ?? 1000));
      return;
    }
    // The effect is committed; if this ack is lost the redelivery finds the processed row and is skipped.
    settle(() => {
      options.afterCommit?.(envelope);
      msg.ack();
    });
  };

  const settle = (action: () => void) => {
    try {
      action();
    } catch (err) {
      log.warn({ err }, 'could not settle message; it will be redelivered');
    }
  };

  const service = (options.logger.bindings() as { service?: string }).service;
  const receive = async (msg: JsMsg) => {
    if (msg.redelivered) consumerRedeliveries.inc({ consumer: durable });
    if (!isTracing()) return apply(msg);
    // The relay's publish span (carried in the headers) is the parent: the trace of the request that recorded the event.
    const parent = contextFromNats(msg.headers);
    const span = tracer().startSpan(
      `process ${options.subject}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: {
          [serviceAttribute]: service,
          'messaging.system': 'nats',
          'messaging.destination.name': options.subject,
          'messaging.consumer.group.name': durable,
        },
      },
      parent,
    );
    await context.with(trace.setSpan(parent, span), () => apply(msg)).finally(() => span.end());
  };

  const loop = (async () => {
    for await (const msg of messages) await receive(msg);
  })();

  return {
    async stop() {
      await messages.close();
      await loop.catch(() => undefined);
    },
  };
}
