import type { EventHandler } from '@inkspell/service-kit';
import type { InkDeps } from '../../deps';
import { refundNarration } from '../../domain/holds';

/** Spell could not narrate a saved story: the narration's ink goes back, once. */
export const storyNarrationFailed =
  (deps: InkDeps): EventHandler<'inkspell.story.narration-failed'> =>
  (event, tx) =>
    refundNarration(deps.within(tx).ledger, { holdId: event.data.holdId, userId: event.data.userId });
