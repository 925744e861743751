import { serveCommandList, type CommandHandlers, type CommandServer } from '@inkspell/service-kit';
import type { AdminDeps } from '../deps';
import type { AdminPorts } from '../domain/ports';

/**
 * The one list of NATS commands admin answers (ARCHITECTURE §5), subject → handler. Empty on purpose: admin
 * only asks (accounts.admin.*, stories.admin.list, stories.user.list, ink.transaction.get) and the catalogue names none for it.
 */
export function commandHandlers(_ports: AdminPorts): CommandHandlers {
  return {};
}

export function serveCommands(deps: AdminDeps): CommandServer[] {
  return serveCommandList(deps, commandHandlers(deps.ports));
}
