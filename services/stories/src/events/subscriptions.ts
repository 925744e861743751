import { startConsumerList, type Consumer, type EventSubscription } from '@inkspell/service-kit';
import type { StoriesDeps } from '../deps';
import { userLoggedIn } from './handlers/user-logged-in.handler';
import { userRegistered } from './handlers/user-registered.handler';
import { userDisabled, userEnabled } from './handlers/user-visibility.handler';

/** The one list of JetStream events stories consumes: durable consumer, subject, handler. */
export function eventSubscriptions(deps: StoriesDeps): EventSubscription[] {
  return [
    {
      durable: 'stories-user-registered',
      subject: 'inkspell.user.registered',
      handle: userRegistered(deps),
    },
    {
      durable: 'stories-preview-adoption',
      subject: 'inkspell.user.logged-in',
      handle: userLoggedIn(deps),
    },
    {
      durable: 'stories-owner-disabled',
      subject: 'inkspell.user.disabled',
      handle: userDisabled(deps),
    },
    {
      durable: 'stories-owner-enabled',
      subject: 'inkspell.user.enabled',
      handle: userEnabled(deps),
    },
  ];
}

export function startConsumers(deps: StoriesDeps): Promise<Consumer[]> {
  return startConsumerList(deps, eventSubscriptions(deps));
}
