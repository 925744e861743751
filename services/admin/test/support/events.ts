import { randomUUID } from 'node:crypto';
import type { EventData, EventSubject } from '@inkspell/contracts';
import { waitFor } from '@inkspell/service-kit/testing';
import type { AdminHarness } from './admin-harness';

/** Publishes and awaits events on the admin run's stream, as another service's outbox relay would. */
export function eventsOf(admin: AdminHarness) {
  const { nc, subjects } = admin.infra;
  return {
    /** An event as a relay publishes it: `msgId` defaults to the event id (a different one gets past the stream's de-duplication). */
    async publish<S extends EventSubject>(
      subject: S,
      data: EventData<S>,
      options: { id?: string; occurredAt?: string; msgId?: string } = {},
    ): Promise<string> {
      const id = options.id ?? randomUUID();
      const envelope = { id, type: subject, occurredAt: options.occurredAt ?? new Date().toISOString(), data };
      await nc.jetstream().publish(subjects.of(subject), JSON.stringify(envelope), { msgID: options.msgId ?? id });
      return id;
    },
    /** Resolves once `durable` has acknowledged every `subject` event now in the stream. */
    async caughtUp(durable: string, subject: EventSubject): Promise<void> {
      const jsm = await nc.jetstreamManager();
      const lastSeq = (await jsm.streams.getMessage(subjects.stream, { last_by_subj: subjects.of(subject) })).seq;
      await waitFor(
        async () => {
          const info = await jsm.consumers.info(subjects.stream, durable);
          return info.ack_floor.stream_seq >= lastSeq && info.num_ack_pending === 0 && info.num_pending === 0;
        },
        { what: `${durable} acknowledged through stream sequence ${lastSeq}` },
      );
    },
  };
}
