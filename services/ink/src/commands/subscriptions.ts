import type { Subscription } from 'nats';
import { serveCommand, type CommandHandler } from '@inkspell/service-kit';
import type { CommandSubject } from '@inkspell/contracts';
import type { InkDeps } from '../deps';
import { balanceGet } from './balance-get.handler';
import { holdCapture } from './hold-capture.handler';
import { holdCreate } from './hold-create.handler';
import { holdRelease } from './hold-release.handler';
import { transactionGet } from './transaction-get.handler';

/** The commands the ink service answers (ARCHITECTURE §5). */
export function serveCommands(deps: InkDeps): Subscription[] {
  return [
    ...serve(deps, 'ink.balance.get', balanceGet(deps)),
    ...serve(deps, 'ink.hold.create', holdCreate(deps)),
    ...serve(deps, 'ink.hold.capture', holdCapture(deps)),
    ...serve(deps, 'ink.hold.release', holdRelease(deps)),
    ...serve(deps, 'ink.transaction.get', transactionGet(deps)),
  ];
}

/**
 * The kit's serveCommand answers one request at a time per subscription. Several subscriptions in the same
 * queue group let one instance work on several requests at once, as several instances would.
 */
function serve<S extends CommandSubject>(deps: InkDeps, subject: S, handle: CommandHandler<S>): Subscription[] {
  return Array.from({ length: deps.settings.commandWorkers }, () =>
    serveCommand({ nc: deps.nc, subjects: deps.subjects, logger: deps.logger, subject, handle }),
  );
}
