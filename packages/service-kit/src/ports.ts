import type { EventData, EventSubject } from '@inkspell/contracts';

/**
 * The transaction and event-recording ports every service's domain is written against (ARCHITECTURE §5). Types
 * only, so a domain imports them from `@inkspell/service-kit/ports` and stays free of I/O; the kit's
 * outboxTransaction implements them.
 */

/** What a use-case calls to publish an event: written to the outbox in its transaction, sent after the commit. */
export type RecordEvent = <S extends EventSubject>(subject: S, data: EventData<S>) => Promise<void>;

/** A service's repositories bound to one database transaction, and recordEvent in it. */
export type TxRepos<R> = R & { recordEvent: RecordEvent };

/** Runs `work` in one database transaction: its repository calls and recorded events commit or roll back together. */
export type Transaction<R> = <T>(work: (tx: TxRepos<R>) => Promise<T>) => Promise<T>;
