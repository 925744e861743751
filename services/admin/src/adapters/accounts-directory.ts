import type { Logger } from '@inkspell/service-kit';
import type { AccountsDirectory } from '../domain/ports';
import { send, type CommandTransport } from './commands';

/** The accounts service's administrator commands (accounts.admin.*) and the names of users (accounts.users.*). */
export function createAccountsDirectory(transport: CommandTransport, logger: Logger): AccountsDirectory {
  return {
    list: ({ search, cursor, limit }) =>
      send(transport, 'accounts.admin.list', { limit, ...(search ? { search } : {}), ...(cursor ? { cursor } : {}) }),
    async tryNamesOf(userIds) {
      if (userIds.length === 0) return [];
      try {
        return (await send(transport, 'accounts.users.names', { userIds: [...userIds] })).users;
      } catch (err) {
        logger.warn({ err }, 'accounts did not answer accounts.users.names; refund requests listed without names');
        return null;
      }
    },
    find: (search, limit) => send(transport, 'accounts.users.find', { search, limit }),
    disable: async (userId, reason) => (await send(transport, 'accounts.admin.disable', { userId, reason })).user,
    enable: async (userId) => (await send(transport, 'accounts.admin.enable', { userId })).user,
  };
}
