import type { CommandHandler } from '@inkspell/service-kit';
import { listUsers } from '../domain/admin-users';
import type { AccountsPorts } from '../domain/ports';

/** accounts.admin.list: the admin console's user list. */
export const listUsersCommand =
  (ports: AccountsPorts): CommandHandler<'accounts.admin.list'> =>
  ({ search }) =>
    listUsers(ports, search);
