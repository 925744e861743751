import type { AdminUserQuery, Page } from '@inkspell/contracts';
import { adminErrors } from './errors';
import type { Actor, AdminPorts, AdminUser } from './ports';
import { isUuid } from './ids';

/** A page of the console's user list (accounts owns users, and pages and searches it), newest first. */
export async function listUsers(
  ports: Pick<AdminPorts, 'accounts' | 'repos'>,
  actor: Actor,
  query: AdminUserQuery,
): Promise<Page<AdminUser>> {
  const page = await ports.accounts.list(query);
  await ports.repos.auditLog.record({
    actor,
    action: 'users.viewed',
    targetType: 'users',
    targetId: null,
    details: { search: query.search ?? null, count: page.items.length },
  });
  return page;
}

/**
 * Disables a user with a reason; accounts ends every session of theirs at once. The change happens in accounts,
 * so the audit row is written once accounts has confirmed it.
 */
export async function disableUser(
  ports: Pick<AdminPorts, 'accounts' | 'repos'>,
  actor: Actor,
  userId: string,
  reason: string,
): Promise<AdminUser> {
  if (!isUuid(userId)) throw adminErrors.userNotFound();
  if (userId === actor.userId) throw adminErrors.cannotDisableSelf();
  const user = await ports.accounts.disable(userId, reason);
  await ports.repos.auditLog.record({
    actor,
    action: 'user.disabled',
    targetType: 'user',
    targetId: user.id,
    details: { username: user.username, reason },
  });
  return user;
}

/** Lets a disabled user log in again. */
export async function enableUser(ports: Pick<AdminPorts, 'accounts' | 'repos'>, actor: Actor, userId: string): Promise<AdminUser> {
  if (!isUuid(userId)) throw adminErrors.userNotFound();
  const user = await ports.accounts.enable(userId);
  await ports.repos.auditLog.record({
    actor,
    action: 'user.enabled',
    targetType: 'user',
    targetId: user.id,
    details: { username: user.username },
  });
  return user;
}
