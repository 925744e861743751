import type { CommandHandler } from '@inkspell/service-kit';
import type { InkDeps } from '../deps';
import { captureHold } from '../domain/use-cases/holds';

/** `ink.hold.capture`: the story is saved, its ink is spent. */
export const holdCapture =
  (deps: InkDeps): CommandHandler<'ink.hold.capture'> =>
  async (request) => {
    await captureHold(deps.ledger, request);
    return { holdId: request.holdId, state: 'captured' };
  };
