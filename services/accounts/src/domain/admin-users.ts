import type { adminUserSchema } from '@inkspell/contracts';
import type { z } from 'zod';
import { accountErrors } from './errors';
import type { AccountsPorts } from './ports';
import { toAdminUser } from './user-view';

type AdminUser = z.infer<typeof adminUserSchema>;

/** The admin console's user list, newest first, optionally searched. */
export async function listUsers(ports: Pick<AccountsPorts, 'repos'>, search?: string): Promise<{ users: AdminUser[]; total: number }> {
  const users = await ports.repos.users.list(search);
  return { users: users.map(toAdminUser), total: users.length };
}

/** Disables a user with a reason and ends every open session at once: the next request carries no identity. */
export async function disableUser(
  ports: Pick<AccountsPorts, 'repos' | 'transaction' | 'sessions'>,
  userId: string,
  reason: string,
): Promise<AdminUser> {
  const user = await setDisabled(ports, userId, reason);
  await ports.sessions.destroyAllFor(userId);
  return user;
}

/** Lets a disabled user log in again. */
export async function enableUser(ports: Pick<AccountsPorts, 'repos' | 'transaction'>, userId: string): Promise<AdminUser> {
  return setDisabled(ports, userId, null);
}

/** A reason disables, null enables; either way the other services hear of it (stories hides, admin audits). */
async function setDisabled(ports: Pick<AccountsPorts, 'repos' | 'transaction'>, userId: string, reason: string | null): Promise<AdminUser> {
  if (!(await ports.repos.users.findById(userId))) throw accountErrors.userNotFound();
  const user = await ports.transaction(async (tx) => {
    const updated = await tx.users.update(userId, { isDisabled: reason !== null, disabledReason: reason });
    if (reason === null) await tx.recordEvent('inkspell.user.enabled', { userId });
    else await tx.recordEvent('inkspell.user.disabled', { userId, reason });
    return updated;
  });
  return toAdminUser(user);
}
