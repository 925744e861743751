import type { EventHandler } from '@inkspell/service-kit';
import type { AdminDeps } from '../../deps';
import { recordInkPurchased } from '../../domain/sales-facts';

/** inkspell.ink.purchased: one more purchase in the Insights, in the consumer's transaction. */
export const inkPurchased =
  (deps: AdminDeps): EventHandler<'inkspell.ink.purchased'> =>
  (event, tx) =>
    recordInkPurchased(deps.within(tx).repos, event);
