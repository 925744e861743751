import type { CommandHandler } from '@inkspell/service-kit';
import type { InkPorts } from '../domain/ports';
import { captureHold } from '../domain/holds';

/** `ink.hold.capture`: the story is saved, its ink is spent. */
export const holdCapture =
  (ports: InkPorts): CommandHandler<'ink.hold.capture'> =>
  async (request) => {
    await captureHold(ports.ledger, request);
    return { holdId: request.holdId, state: 'captured' };
  };
