import { startConsumerList, type Consumer, type EventSubscription } from '@inkspell/service-kit';
import type { InkDeps } from '../deps';
import { referralCompleted } from './handlers/referral-completed.handler';
import { refundApproved } from './handlers/refund-approved.handler';
import { storyGenerated } from './handlers/story-generated.handler';
import { storyGenerationFailed } from './handlers/story-generation-failed.handler';
import { storyNarrationFailed } from './handlers/story-narration-failed.handler';
import { userRegistered } from './handlers/user-registered.handler';

/**
 * The one list of JetStream events ink consumes: durable consumer, subject, handler. Every one acknowledges a
 * refusal (an unknown hold, one settled the other way, a key reused): it would refuse the same way again. Anything
 * else (a hold not yet there, the database) is retried.
 */
export function eventSubscriptions(deps: InkDeps): EventSubscription[] {
  return [
    { durable: 'ink-welcome-grant', subject: 'inkspell.user.registered', handle: userRegistered(deps), refusalAcknowledges: true },
    { durable: 'ink-referral-grant', subject: 'inkspell.referral.completed', handle: referralCompleted(deps), refusalAcknowledges: true },
    { durable: 'ink-hold-capture', subject: 'inkspell.story.generated', handle: storyGenerated(deps), refusalAcknowledges: true },
    {
      durable: 'ink-hold-release',
      subject: 'inkspell.story.generation-failed',
      handle: storyGenerationFailed(deps),
      refusalAcknowledges: true,
    },
    {
      durable: 'ink-narration-refund',
      subject: 'inkspell.story.narration-failed',
      handle: storyNarrationFailed(deps),
      refusalAcknowledges: true,
    },
    { durable: 'ink-refund-credit', subject: 'inkspell.refund.approved', handle: refundApproved(deps), refusalAcknowledges: true },
  ];
}

export function startConsumers(deps: InkDeps): Promise<Consumer[]> {
  return startConsumerList(deps, eventSubscriptions(deps));
}
