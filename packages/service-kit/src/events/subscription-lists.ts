import type { NatsConnection, Subscription } from 'nats';
import type { CommandSubject, EventSubject } from '@inkspell/contracts';
import type { Executor } from '../db/database';
import type { Logger } from '../logger';
import { serveCommand, type CommandHandler } from './commands';
import { startConsumer, type Consumer, type EventHandler } from './consumer';
import type { Subjects } from './nats';

/** A service's commands/subscriptions.ts list: every command it answers, subject → handler. */
export type CommandHandlers = { [S in CommandSubject]?: CommandHandler<S> };

/** A service's events/subscriptions.ts list entry: a durable consumer (service plus purpose), its subject and handler. */
export type EventSubscription = {
  [S in EventSubject]: { durable: string; subject: S; handle: EventHandler<S> };
}[EventSubject];

interface Transport {
  nc: NatsConnection;
  subjects: Subjects;
  logger: Logger;
}

/** Answers every command of a service's list; the subscriptions drain on shutdown. */
export function serveCommandList(transport: Transport, handlers: CommandHandlers): Subscription[] {
  return (Object.keys(handlers) as CommandSubject[]).map((subject) =>
    serveCommand({ ...transport, subject, handle: handlers[subject] as CommandHandler<typeof subject> }),
  );
}

/** Starts a durable, idempotent consumer for every entry of a service's list; they stop on shutdown. */
export function startConsumerList(
  transport: Transport & { db: Executor },
  subscriptions: readonly EventSubscription[],
): Promise<Consumer[]> {
  return Promise.all(
    subscriptions.map((s) =>
      startConsumer({ ...transport, durable: s.durable, subject: s.subject, handle: s.handle as EventHandler<typeof s.subject> }),
    ),
  );
}
