import type { EventHandler } from '@inkspell/service-kit';
import type { StoriesDeps } from '../../deps';
import { setOwnerDisabled } from '../../domain/account-events';

/** A disabled account's stories are hidden from everyone else. */
export const userDisabled =
  (deps: StoriesDeps): EventHandler<'inkspell.user.disabled'> =>
  async (event, tx) => {
    await setOwnerDisabled(deps.within(tx), event.data.userId, true);
  };

/** An enabled account's stories are shown again to whoever may see them. */
export const userEnabled =
  (deps: StoriesDeps): EventHandler<'inkspell.user.enabled'> =>
  async (event, tx) => {
    await setOwnerDisabled(deps.within(tx), event.data.userId, false);
  };
