import type { CommandHandler } from '@inkspell/service-kit';
import type { InkDeps } from '../deps';
import { holdInk } from '../domain/use-cases/holds';

/** `ink.hold.create`: stories sets the story's ink aside before it generates. */
export const holdCreate =
  (deps: InkDeps): CommandHandler<'ink.hold.create'> =>
  (request) =>
    holdInk(deps.ledger, request);
