import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { commands, events } from '@inkspell/contracts';
import { waitFor, publishedEvents } from '@inkspell/service-kit/testing';
import { commandHandlers } from '../../src/commands/subscriptions';
import { eventSubscriptions } from '../../src/events/subscriptions';
import { startAdmin, type AdminHarness } from '../support/admin-harness';

let admin: AdminHarness;
beforeAll(async () => {
  admin = await startAdmin();
});
afterAll(async () => {
  await admin?.close();
});

const refundApproved = (userId: string) => ({ refundRequestId: randomUUID(), userId, inkAmount: 3, itemTitle: 'The Dragon of Moon Hill' });

describe('admin on NATS', () => {
  it('publishes an event its transaction recorded once the transaction commits, under the outbox id', async () => {
    const userId = randomUUID();
    await admin.deps.ports.transaction((tx) => tx.recordEvent('inkspell.refund.approved', refundApproved(userId)));
    const [sent, ...more] = await waitFor(
      async () => {
        const mine = (await publishedEvents(admin.deps, 'inkspell.refund.approved')).filter((e) => e.envelope.data.userId === userId);
        return mine.length > 0 ? mine : undefined;
      },
      { what: 'refund.approved on the stream' },
    );
    expect(more).toEqual([]);
    expect(sent!.msgId).toBe(sent!.envelope.id);
    expect(sent!.envelope).toMatchObject({ type: 'inkspell.refund.approved', data: { userId, inkAmount: 3 } });
  });

  it('publishes nothing from a transaction that rolled back', async () => {
    const userId = randomUUID();
    const failed = admin.deps.ports.transaction(async (tx) => {
      await tx.recordEvent('inkspell.refund.approved', refundApproved(userId));
      throw new Error('the credit could not be written');
    });
    await expect(failed).rejects.toThrow('the credit could not be written');
    // A later commit flushes the outbox: had the rolled-back event been written, it would go out with it.
    const witness = randomUUID();
    await admin.deps.ports.transaction((tx) => tx.recordEvent('inkspell.refund.approved', refundApproved(witness)));
    await waitFor(async () =>
      (await publishedEvents(admin.deps, 'inkspell.refund.approved')).some((e) => e.envelope.data.userId === witness),
    );
    const all = await publishedEvents(admin.deps, 'inkspell.refund.approved');
    expect(all.filter((e) => e.envelope.data.userId === userId)).toEqual([]);
  });

  it('subscribes only to catalogue subjects, under durable names of its own, and answers no command the catalogue gives another service', () => {
    const subscriptions = eventSubscriptions(admin.deps);
    for (const s of subscriptions) expect(Object.keys(events)).toContain(s.subject);
    expect(subscriptions.every((s) => s.durable.startsWith('admin-'))).toBe(true);
    expect(new Set(subscriptions.map((s) => s.durable)).size).toBe(subscriptions.length);
    const owned = Object.keys(commands).filter((subject) => subject.startsWith('admin.'));
    expect(Object.keys(commandHandlers(admin.deps.ports)).sort()).toEqual(owned.sort());
  });
});
