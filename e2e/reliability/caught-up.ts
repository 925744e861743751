import type { NatsConnection } from 'nats';
import { waitFor } from '@inkspell/service-kit/testing';
import type { Subjects } from '@inkspell/service-kit';

/** Waits until every durable consumer of the run's stream has read and acknowledged everything published. */
export async function consumersCaughtUp(nc: NatsConnection, subjects: Subjects, timeoutMs = 60_000): Promise<void> {
  const jsm = await nc.jetstreamManager();
  await waitFor(
    async () => {
      const consumers = await jsm.consumers.list(subjects.stream).next();
      return consumers.length > 0 && consumers.every((i) => i.num_pending === 0 && i.num_ack_pending === 0);
    },
    { what: 'every consumer caught up', timeoutMs, intervalMs: 250 },
  );
}
