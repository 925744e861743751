import type { CommandHandler } from '@inkspell/service-kit';
import type { InkDeps } from '../deps';
import { releaseHold } from '../domain/use-cases/holds';

/** `ink.hold.release`: the story could not be made, its ink goes back. */
export const holdRelease =
  (deps: InkDeps): CommandHandler<'ink.hold.release'> =>
  async (request) => {
    await releaseHold(deps.ledger, request);
    return { holdId: request.holdId, state: 'released' };
  };
