import type { Executor } from '../db/database';
import type { Transaction } from '../ports';
import { recordEvent } from './outbox';
import type { OutboxRelay } from './relay';

export type { RecordEvent, Transaction, TxRepos } from '../ports';

/**
 * A service's Transaction port (ARCHITECTURE §5): `work` gets the service's repositories bound to one
 * database transaction plus recordEvent, so changes and their events commit or roll back together. After a
 * commit that recorded events the relay is kicked, so they go out at once instead of at the next poll.
 */
export function outboxTransaction<R>(db: Executor, relay: Pick<OutboxRelay, 'kick'>, reposFor: (tx: Executor) => R): Transaction<R> {
  return async (work) => {
    let recorded = false;
    const result = await db.transaction((tx) =>
      work({
        ...reposFor(tx),
        recordEvent: async (subject, data) => {
          await recordEvent(tx, subject, data);
          recorded = true;
        },
      }),
    );
    if (recorded) relay.kick();
    return result;
  };
}
