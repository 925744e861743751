import type { CommandHandler } from '@inkspell/service-kit';
import { disableUser } from '../domain/admin-users';
import type { AccountsPorts } from '../domain/ports';

/** accounts.admin.disable: an administrator disables a user with a reason. */
export const disableUserCommand =
  (ports: AccountsPorts): CommandHandler<'accounts.admin.disable'> =>
  async ({ userId, reason }) => ({ user: await disableUser(ports, userId, reason) });
