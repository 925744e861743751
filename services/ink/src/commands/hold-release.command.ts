import type { CommandHandler } from '@inkspell/service-kit';
import type { InkPorts } from '../domain/ports';
import { releaseHold } from '../domain/holds';

/** `ink.hold.release`: the story could not be made, its ink goes back. */
export const holdRelease =
  (ports: InkPorts): CommandHandler<'ink.hold.release'> =>
  async (request) => {
    await releaseHold(ports.ledger, request);
    return { holdId: request.holdId, state: 'released' };
  };
