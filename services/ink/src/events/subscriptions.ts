import type { EventSubject } from '@inkspell/contracts';
import { DomainError } from '@inkspell/service-kit/errors';
import { startConsumer, type Consumer, type EventHandler } from '@inkspell/service-kit';
import type { InkDeps } from '../deps';
import { referralCompleted } from './handlers/referral-completed.handler';
import { refundApproved } from './handlers/refund-approved.handler';
import { storyGenerated } from './handlers/story-generated.handler';
import { storyGenerationFailed } from './handlers/story-generation-failed.handler';
import { storyNarrationFailed } from './handlers/story-narration-failed.handler';
import { userRegistered } from './handlers/user-registered.handler';

/** The one list of what the ink service consumes: subject, durable consumer name, handler. */
export function startConsumers(deps: InkDeps): Promise<Consumer[]> {
  return Promise.all([
    consume(deps, 'inkspell.user.registered', 'ink-welcome-grant', userRegistered(deps)),
    consume(deps, 'inkspell.referral.completed', 'ink-referral-grant', referralCompleted(deps)),
    consume(deps, 'inkspell.story.generated', 'ink-hold-capture', storyGenerated(deps)),
    consume(deps, 'inkspell.story.generation-failed', 'ink-hold-release', storyGenerationFailed(deps)),
    consume(deps, 'inkspell.story.narration-failed', 'ink-narration-refund', storyNarrationFailed(deps)),
    consume(deps, 'inkspell.refund.approved', 'ink-refund-credit', refundApproved(deps)),
  ]);
}

function consume<S extends EventSubject>(deps: InkDeps, subject: S, durable: string, handle: EventHandler<S>): Promise<Consumer> {
  const log = deps.logger.child({ consumer: durable });
  return startConsumer({
    nc: deps.nc,
    db: deps.db,
    subjects: deps.subjects,
    logger: deps.logger,
    durable,
    subject,
    handle: async (event, tx) => {
      try {
        await handle(event, tx);
      } catch (err) {
        // A refusal (unknown hold, hold settled the other way, key reused) will not change on redelivery: the event
        // is recorded as processed without effect. Anything else (NotYet, the database) is retried.
        if (!(err instanceof DomainError)) throw err;
        log.warn({ eventId: event.id, code: err.code, message: err.message }, 'event refused; acknowledged without effect');
      }
    },
  });
}
