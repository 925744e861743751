import { startConsumerList, type Consumer, type EventSubscription } from '@inkspell/service-kit';
import type { AdminDeps } from '../deps';
import { inkPurchased } from './handlers/ink-purchased.handler';
import { storyGenerated } from './handlers/story-generated.handler';

/**
 * The one list of JetStream events admin consumes: saved stories and ink purchases for the Insights tab, each
 * recorded in the consumer's transaction (so a redelivery is skipped). user.disabled / .enabled are not here:
 * the admin route that asked for them audits them (it knows the actor).
 */
export function eventSubscriptions(deps: AdminDeps): EventSubscription[] {
  return [
    {
      durable: 'admin-insights-stories',
      subject: 'inkspell.story.generated',
      handle: storyGenerated(deps),
    },
    {
      durable: 'admin-insights-purchases',
      subject: 'inkspell.ink.purchased',
      handle: inkPurchased(deps),
    },
  ];
}

export function startConsumers(deps: AdminDeps): Promise<Consumer[]> {
  return startConsumerList(deps, eventSubscriptions(deps));
}
