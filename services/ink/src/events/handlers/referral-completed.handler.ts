import type { EventHandler } from '@inkspell/service-kit';
import type { InkDeps } from '../../deps';
import { grantReferral } from '../../domain/grants';

/** A friend signed up through a shared link: the sharer's 3 ink, and the new user's bonus when configured. */
export const referralCompleted =
  (deps: InkDeps): EventHandler<'inkspell.referral.completed'> =>
  (event, tx) =>
    grantReferral(deps.within(tx), event.data);
