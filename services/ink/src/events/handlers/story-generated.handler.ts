import type { EventHandler } from '@inkspell/service-kit';
import type { InkDeps } from '../../deps';
import { captureHold } from '../../domain/holds';

/** The story was saved: its hold is captured. */
export const storyGenerated =
  (deps: InkDeps): EventHandler<'inkspell.story.generated'> =>
  (event, tx) =>
    captureHold(deps.within(tx).ledger, {
      holdId: event.data.holdId,
      userId: event.data.userId,
      description: `Story: ${event.data.title}`,
    });
