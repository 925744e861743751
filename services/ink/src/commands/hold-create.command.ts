import type { CommandHandler } from '@inkspell/service-kit';
import type { InkPorts } from '../domain/ports';
import { holdInk } from '../domain/holds';

/** `ink.hold.create`: stories sets the story's ink aside before it generates. */
export const holdCreate =
  (ports: InkPorts): CommandHandler<'ink.hold.create'> =>
  (request) =>
    holdInk(ports.ledger, request);
