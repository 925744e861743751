import { serveCommandList, type CommandHandlers, type CommandServer } from '@inkspell/service-kit';
import type { StoriesDeps } from '../deps';
import type { StoriesPorts } from '../domain/ports';
import { listStoriesCommand } from './admin-list.command';
import { userStoriesCommand } from './user-list.command';

/** The one list of NATS commands stories answers (ARCHITECTURE §5), subject → handler. */
export function commandHandlers(ports: StoriesPorts) {
  return {
    'stories.admin.list': listStoriesCommand(ports),
    'stories.user.list': userStoriesCommand(ports),
  } satisfies CommandHandlers;
}

export function serveCommands(deps: StoriesDeps): CommandServer[] {
  return serveCommandList(deps, commandHandlers(deps.ports));
}
