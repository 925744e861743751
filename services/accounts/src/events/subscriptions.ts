import { startConsumerList, type Consumer, type EventSubscription } from '@inkspell/service-kit';
import type { AccountsDeps } from '../deps';

/**
 * The one list of JetStream events accounts consumes. None: accounts publishes the user.* events (through
 * the outbox, db/repos.ts) and listens to no other service.
 */
export function eventSubscriptions(_deps: AccountsDeps): EventSubscription[] {
  return [];
}

export function startConsumers(deps: AccountsDeps): Promise<Consumer[]> {
  return startConsumerList(deps, eventSubscriptions(deps));
}
