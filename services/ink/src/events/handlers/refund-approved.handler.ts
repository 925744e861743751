import type { EventHandler } from '@inkspell/service-kit';
import type { InkDeps } from '../../deps';
import { creditRefund } from '../../domain/grants';

/** An administrator approved a refund request: its ink is credited, once. */
export const refundApproved =
  (deps: InkDeps): EventHandler<'inkspell.refund.approved'> =>
  (event, tx) =>
    creditRefund(deps.within(tx).ledger, event.data);
