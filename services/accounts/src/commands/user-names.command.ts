import type { CommandHandler } from '@inkspell/service-kit';
import { findUsers, namesOf } from '../domain/admin-users';
import type { AccountsPorts } from '../domain/ports';

/** accounts.users.names: who the users of a page are, in one call (issue #24). */
export const userNamesCommand =
  (ports: AccountsPorts): CommandHandler<'accounts.users.names'> =>
  async ({ userIds }) => ({ users: await namesOf(ports, userIds) });

/** accounts.users.find: the people whose username or e-mail starts with a term, for a list searched by person. */
export const findUsersCommand =
  (ports: AccountsPorts): CommandHandler<'accounts.users.find'> =>
  ({ search, limit }) =>
    findUsers(ports, search, limit);
