import type { NatsConnection } from 'nats';
import type { CommandSubject, EventSubject } from '@inkspell/contracts';
import type { Executor } from '../db/database';
import { DomainError } from '../errors';
import type { Logger } from '../logger';
import { serveCommand, type CommandHandler, type CommandServer } from './commands';
import { startConsumer, type Consumer, type EventHandler } from './consumer';
import type { Subjects } from './nats';

/** A service's commands/subscriptions.ts list: every command it answers, subject → handler. */
export type CommandHandlers = { [S in CommandSubject]?: CommandHandler<S> };

/**
 * A service's events/subscriptions.ts list entry: a durable consumer (service plus purpose), its subject and handler.
 * With `refusalAcknowledges`, a DomainError from the handler (an unknown hold, one settled the other way) is
 * recorded as processed without effect instead of retried: it would refuse the same way on every redelivery.
 */
export type EventSubscription = {
  [S in EventSubject]: { durable: string; subject: S; handle: EventHandler<S>; refusalAcknowledges?: boolean };
}[EventSubject];

interface Transport {
  nc: NatsConnection;
  subjects: Subjects;
  logger: Logger;
}

/**
 * Answers every command of a service's list, one subscription per subject; they drain on shutdown. `concurrency`
 * lets one instance work on several requests of a subject at once (default one after the other).
 */
export function serveCommandList(transport: Transport, handlers: CommandHandlers, options: { concurrency?: number } = {}): CommandServer[] {
  return (Object.keys(handlers) as CommandSubject[]).map((subject) =>
    serveCommand({ ...transport, subject, handle: handlers[subject] as CommandHandler<typeof subject>, concurrency: options.concurrency }),
  );
}

/** Starts a durable, idempotent consumer for every entry of a service's list; they stop on shutdown. */
export function startConsumerList(
  transport: Transport & { db: Executor },
  subscriptions: readonly EventSubscription[],
): Promise<Consumer[]> {
  return Promise.all(
    subscriptions.map((s) => {
      const handle = s.handle as EventHandler<typeof s.subject>;
      const log = transport.logger.child({ consumer: s.durable });
      return startConsumer({
        ...transport,
        durable: s.durable,
        subject: s.subject,
        handle: s.refusalAcknowledges
          ? async (event, tx) => {
              try {
                await handle(event, tx);
              } catch (err) {
                if (!(err instanceof DomainError)) throw err;
                log.warn({ eventId: event.id, code: err.code, message: err.message }, 'event refused; acknowledged without effect');
              }
            }
          : handle,
      });
    }),
  );
}
