import type { EventHandler } from '@inkspell/service-kit';
import type { InkDeps } from '../../deps';
import { grantWelcome } from '../../domain/wallet';

/** A new account: its wallet opens with the 5 welcome ink. */
export const userRegistered =
  (deps: InkDeps): EventHandler<'inkspell.user.registered'> =>
  (event, tx) =>
    grantWelcome(deps.within(tx).ledger, event.data.userId);
