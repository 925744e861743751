import type { CommandHandler } from '@inkspell/service-kit';
import { enableUser } from '../domain/admin-users';
import type { AccountsPorts } from '../domain/ports';

/** accounts.admin.enable: an administrator lets a disabled user back in. */
export const enableUserCommand =
  (ports: AccountsPorts): CommandHandler<'accounts.admin.enable'> =>
  async ({ userId }) => ({ user: await enableUser(ports, userId) });
