import type { EventHandler } from '@inkspell/service-kit';
import { reposFor } from '../../db/repos';
import { recordInkPurchased } from '../../domain/sales-facts';

/** inkspell.ink.purchased: one more purchase in the Insights, in the consumer's transaction. */
export const inkPurchased: EventHandler<'inkspell.ink.purchased'> = (event, tx) => recordInkPurchased(reposFor(tx), event);
