import type { EventHandler } from '@inkspell/service-kit';
import type { AdminDeps } from '../../deps';
import { recordStoryGenerated } from '../../domain/sales-facts';

/** inkspell.story.generated: one more story in the Insights, in the consumer's transaction. */
export const storyGenerated =
  (deps: AdminDeps): EventHandler<'inkspell.story.generated'> =>
  (event, tx) =>
    recordStoryGenerated(deps.within(tx).repos, event);
