import type { EventData, EventSubject } from '@inkspell/contracts';
import type { Executor } from '../db/database';
import { recordEvent } from './outbox';
import type { OutboxRelay } from './relay';

/** What a use-case calls to publish an event: written to the outbox in its transaction, sent after the commit. */
export type RecordEvent = <S extends EventSubject>(subject: S, data: EventData<S>) => Promise<void>;

/**
 * A service's Transaction port (ARCHITECTURE §5): `work` gets the service's repositories bound to one
 * database transaction plus recordEvent, so changes and their events commit or roll back together. After a
 * commit that recorded events the relay is kicked, so they go out at once instead of at the next poll.
 */
export function outboxTransaction<R>(db: Executor, relay: Pick<OutboxRelay, 'kick'>, reposFor: (tx: Executor) => R) {
  return async <T>(work: (tx: R & { recordEvent: RecordEvent }) => Promise<T>): Promise<T> => {
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
