import type { EventHandler } from '@inkspell/service-kit';
import type { StoriesDeps } from '../../deps';
import { adoptPreviews } from '../../domain/account-events';

/** A login that carried a preview session: its previews join the library. */
export const userLoggedIn =
  (deps: StoriesDeps): EventHandler<'inkspell.user.logged-in'> =>
  async (event, tx) => {
    await adoptPreviews(deps.within(tx), event.data);
  };
