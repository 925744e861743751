import type { Subscription } from 'nats';
import { serveCommandList, type CommandHandlers } from '@inkspell/service-kit';
import type { InkDeps } from '../deps';
import { balanceGet } from './balance-get.command';
import { holdCapture } from './hold-capture.command';
import { holdCreate } from './hold-create.command';
import { holdRelease } from './hold-release.command';
import { transactionGet } from './transaction-get.command';

/** The one list of NATS commands ink answers (ARCHITECTURE §5), subject → handler. */
export function commandHandlers(deps: InkDeps): CommandHandlers {
  return {
    'ink.balance.get': balanceGet(deps),
    'ink.hold.create': holdCreate(deps),
    'ink.hold.capture': holdCapture(deps),
    'ink.hold.release': holdRelease(deps),
    'ink.transaction.get': transactionGet(deps),
  };
}

/** Every story holds and captures ink here: several requests at once per instance (INK_COMMAND_WORKERS). */
export function serveCommands(deps: InkDeps): Subscription[] {
  return serveCommandList(deps, commandHandlers(deps), { workers: deps.settings.commandWorkers });
}
