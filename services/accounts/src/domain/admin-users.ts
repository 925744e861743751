import type { adminUserSchema, Page, userNameSchema } from '@inkspell/contracts';
import type { z } from 'zod';
import { accountErrors } from './errors';
import type { AccountsPorts } from './ports';
import { toAdminUser } from './user-view';

type AdminUser = z.infer<typeof adminUserSchema>;
type UserName = z.infer<typeof userNameSchema>;

const nameOf = (user: { id: string; username: string; email: string | null }): UserName => ({
  id: user.id,
  username: user.username,
  email: user.email,
});

/** A page of the admin console's user list, newest first, optionally searched by a prefix of a name or address. */
export async function listUsers(
  ports: Pick<AccountsPorts, 'repos'>,
  query: { search?: string; cursor?: string; limit: number },
): Promise<Page<AdminUser>> {
  const search = query.search?.trim() || undefined;
  const [page, total] = await Promise.all([ports.repos.users.page({ ...query, search }), ports.repos.users.total(search)]);
  return { items: page.items.map(toAdminUser), nextCursor: page.nextCursor, total };
}

/** Who these users are (username and e-mail), for a list that shows whose its rows are; unknown ids are left out. */
export async function namesOf(ports: Pick<AccountsPorts, 'repos'>, userIds: readonly string[]): Promise<UserName[]> {
  const found = await ports.repos.users.findByIds([...new Set(userIds)]);
  return found.map(nameOf);
}

/**
 * The people a search by person means: at most `limit` whose username or e-mail starts with the term, and whether
 * more match (another list then filters on their ids).
 */
export async function findUsers(
  ports: Pick<AccountsPorts, 'repos'>,
  search: string,
  limit: number,
): Promise<{ users: UserName[]; more: boolean }> {
  const found = await ports.repos.users.findByPrefix(search, limit + 1);
  return { users: found.slice(0, limit).map(nameOf), more: found.length > limit };
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
