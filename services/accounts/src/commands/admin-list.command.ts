import type { CommandHandler } from '@inkspell/service-kit';
import { listUsers } from '../domain/admin-users';
import type { AccountsPorts } from '../domain/ports';

/** accounts.admin.list: a page of the admin console's user list (issue #24). */
export const listUsersCommand =
  (ports: AccountsPorts): CommandHandler<'accounts.admin.list'> =>
  (query) =>
    listUsers(ports, query);
