import { randomUUID } from 'node:crypto';
import { connectNats, sendCommand, subjectsFor } from '@inkspell/service-kit';
import { waitFor } from '@inkspell/service-kit/testing';

/**
 * Ink for load and bench users, the way ink arrives in production without a purchase: an approved refund
 * event on the platform's NATS prefix; answers once every balance shows it.
 */
export async function fundUsers(natsUrl: string, prefix: string, userIds: readonly string[]): Promise<void> {
  const nc = await connectNats(natsUrl, 'load-funding');
  const subjects = subjectsFor(prefix);
  try {
    for (const userId of userIds) {
      const id = randomUUID();
      const data = { refundRequestId: randomUUID(), userId, inkAmount: 100_000, itemTitle: 'load test funds' };
      await nc
        .jetstream()
        .publish(
          subjects.of('inkspell.refund.approved'),
          JSON.stringify({ id, type: 'inkspell.refund.approved', occurredAt: new Date().toISOString(), data }),
          { msgID: id },
        );
    }
    for (const userId of userIds) {
      await waitFor(async () => (await sendCommand(nc, subjects, 'ink.balance.get', { userId })).balance >= 100_000, {
        what: `user ${userId} funded`,
        timeoutMs: 30_000,
      });
    }
  } finally {
    await nc.drain();
  }
}
