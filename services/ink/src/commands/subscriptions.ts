import { serveCommandList, type CommandHandlers, type CommandServer } from '@inkspell/service-kit';
import type { InkDeps } from '../deps';
import type { InkPorts } from '../domain/ports';
import { balanceGet } from './balance-get.command';
import { holdCapture } from './hold-capture.command';
import { holdCreate } from './hold-create.command';
import { holdRelease } from './hold-release.command';
import { transactionGet } from './transaction-get.command';

/** The one list of NATS commands ink answers (ARCHITECTURE §5), subject → handler. */
export function commandHandlers(ports: InkPorts): CommandHandlers {
  return {
    'ink.balance.get': balanceGet(ports),
    'ink.hold.create': holdCreate(ports),
    'ink.hold.capture': holdCapture(ports),
    'ink.hold.release': holdRelease(ports),
    'ink.transaction.get': transactionGet(ports),
  };
}

/** Every story holds and captures ink here: many requests at once per instance (COMMAND_CONCURRENCY). */
export function serveCommands(deps: InkDeps): CommandServer[] {
  return serveCommandList(deps, commandHandlers(deps.ports), { concurrency: deps.settings.commandConcurrency });
}
