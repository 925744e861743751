import type { EventHandler } from '@inkspell/service-kit';
import type { InkDeps } from '../../deps';
import { releaseHold } from '../../domain/holds';

/** The story could not be made: its hold goes back to the wallet. */
export const storyGenerationFailed =
  (deps: InkDeps): EventHandler<'inkspell.story.generation-failed'> =>
  (event, tx) =>
    releaseHold(deps.within(tx).ledger, { holdId: event.data.holdId, userId: event.data.userId, reason: event.data.reason });
