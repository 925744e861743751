import type { EventHandler } from '@inkspell/service-kit';
import type { StoriesDeps } from '../../deps';
import { adoptPreviews, completeReferral } from '../../domain/account-events';

/** A new account: the referral it came through completes (once per new user) and its anonymous previews join its library. */
export const userRegistered =
  (deps: StoriesDeps): EventHandler<'inkspell.user.registered'> =>
  async (event, tx) => {
    const ports = deps.within(tx);
    await completeReferral(ports, event.data);
    await adoptPreviews(ports, event.data);
  };
