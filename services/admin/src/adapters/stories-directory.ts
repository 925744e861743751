import type { StoriesDirectory } from '../domain/ports';
import { send, type CommandTransport } from './commands';

/** The stories service's commands: a page of every story for the console, a user's own for the refund check. */
export function createStoriesDirectory(transport: CommandTransport): StoriesDirectory {
  return {
    list: (query) => send(transport, 'stories.admin.list', query),
    ownedBy: async (userId) => (await send(transport, 'stories.user.list', { userId })).stories,
  };
}
