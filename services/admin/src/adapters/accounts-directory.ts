import type { Logger } from '@inkspell/service-kit';
import type { AccountsDirectory } from '../domain/ports';
import { send, type CommandTransport } from './commands';

/** The accounts service's administrator commands (accounts.admin.*). */
export function createAccountsDirectory(transport: CommandTransport, logger: Logger): AccountsDirectory {
  const list = async (search?: string) => (await send(transport, 'accounts.admin.list', search ? { search } : {})).users;
  return {
    list,
    async tryList() {
      try {
        return await list();
      } catch (err) {
        logger.warn({ err }, 'accounts did not answer accounts.admin.list; refund requests listed without names');
        return null;
      }
    },
    disable: async (userId, reason) => (await send(transport, 'accounts.admin.disable', { userId, reason })).user,
    enable: async (userId) => (await send(transport, 'accounts.admin.enable', { userId })).user,
  };
}
