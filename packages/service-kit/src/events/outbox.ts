import { randomUUID } from 'node:crypto';
import { events, type EventData, type EventEnvelope, type EventSubject } from '@inkspell/contracts';
import type { Executor } from '../db/database';
import { outbox } from '../db/outbox-schema';
import { currentTraceCarrier } from '../observability/trace-context';

/**
 * Records an event in the outbox inside the caller's transaction; the relay publishes it after commit, with
 * the trace context of the request that recorded it.
 */
export async function recordEvent<S extends EventSubject>(
  tx: Executor,
  subject: S,
  data: EventData<S>,
  id: string = randomUUID(),
): Promise<EventEnvelope<EventData<S>>> {
  const envelope: EventEnvelope<EventData<S>> = {
    id,
    type: subject,
    occurredAt: new Date().toISOString(),
    data: events[subject].parse(data) as EventData<S>,
  };
  await tx.insert(outbox).values({ id, subject, envelope, traceContext: currentTraceCarrier() });
  return envelope;
}
