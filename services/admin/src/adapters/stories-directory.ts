import type { StoriesDirectory } from '../domain/ports';
import { send, type CommandTransport } from './commands';

/** The stories service's commands: every story for the console, a user's own for the refund check. */
export function createStoriesDirectory(transport: CommandTransport): StoriesDirectory {
  return {
    list: async (search) => (await send(transport, 'stories.admin.list', search ? { search } : {})).stories,
    ownedBy: async (userId) => (await send(transport, 'stories.user.list', { userId })).stories,
  };
}
