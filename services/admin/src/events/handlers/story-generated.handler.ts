import type { EventHandler } from '@inkspell/service-kit';
import { reposFor } from '../../db/repos';
import { recordStoryGenerated } from '../../domain/sales-facts';

/** inkspell.story.generated: one more story in the Insights, in the consumer's transaction. */
export const storyGenerated: EventHandler<'inkspell.story.generated'> = (event, tx) => recordStoryGenerated(reposFor(tx), event);
