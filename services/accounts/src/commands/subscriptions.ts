import { listenNotice, serveCommandList, type CommandHandlers, type CommandServer } from '@inkspell/service-kit';
import type { AccountsDeps } from '../deps';
import type { AccountsPorts } from '../domain/ports';
import { disableUserCommand } from './admin-disable.command';
import { enableUserCommand } from './admin-enable.command';
import { listUsersCommand } from './admin-list.command';
import { verifyParentPinCommand } from './parent-pin-verify.command';
import { findUsersCommand, userNamesCommand } from './user-names.command';

/** The one list of NATS commands accounts answers (ARCHITECTURE §5), subject → handler. */
export function commandHandlers(ports: AccountsPorts) {
  return {
    'accounts.admin.list': listUsersCommand(ports),
    'accounts.admin.disable': disableUserCommand(ports),
    'accounts.admin.enable': enableUserCommand(ports),
    'accounts.users.names': userNamesCommand(ports),
    'accounts.users.find': findUsersCommand(ports),
    'accounts.parent-pin.verify': verifyParentPinCommand(ports),
  } satisfies CommandHandlers;
}

/** The commands, and the notice that a wallet moved: that user's current-user answer is read again (ADR 0036). */
export function serveCommands(deps: AccountsDeps): CommandServer[] {
  return [
    ...serveCommandList(deps, commandHandlers(deps.ports)),
    listenNotice(deps, 'ink.balance.changed', ({ userId }) => deps.ports.currentUsers.forget(userId)),
  ];
}
