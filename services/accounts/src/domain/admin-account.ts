import { accountErrors } from './errors';
import { hashPassword, verifyPassword } from './passwords';
import type { AccountsPorts, User } from './ports';

/** The local administrator's password outside production; published in the README, so never accepted in production. */
export const developmentAdminPassword = 'Spell!Admin2025';

export type AdminSeeding =
  | { outcome: 'created' }
  | { outcome: 'present'; onDevelopmentPassword: boolean }
  /** The administrator was still on the development password and ADMIN_PASSWORD (another one) replaced it. */
  | { outcome: 'password-replaced' }
  /** A plain account holds the name (registered before it was reserved): it stays a plain user. */
  | { outcome: 'held-by-user'; holder: Pick<User, 'id' | 'username'> }
  | { outcome: 'skipped' };

/**
 * Creates the administrator account when no account holds ADMIN_USERNAME and a password is configured, and
 * does nothing else (ADR 0024): it never promotes an existing account, since anyone could have registered the
 * name before it was reserved. An administrator already there is only checked for the development password.
 */
export async function ensureAdminAccount(
  ports: Pick<AccountsPorts, 'repos'>,
  admin: { username: string; password?: string },
): Promise<AdminSeeding> {
  const existing = await ports.repos.users.findByUsername(admin.username);
  if (existing) return replaceDevelopmentPassword(ports, await describeHolder(existing), existing, admin.password);
  if (!admin.password) return { outcome: 'skipped' };
  const created = await ports.repos.users.insert({
    username: admin.username,
    email: null,
    passwordHash: await hashPassword(admin.password),
    firstName: null,
    lastName: null,
    role: 'admin',
    isVerified: true,
  });
  if (!('taken' in created)) return { outcome: 'created' };
  // Another instance seeded it, or someone registered it, at the same moment: say which.
  const holder = await ports.repos.users.findByUsername(admin.username);
  return holder ? describeHolder(holder) : { outcome: 'skipped' };
}

/**
 * The development password is published: an administrator still on it gets the configured password instead, if
 * one other than the default is configured. A password of the operator's own is never touched.
 */
async function replaceDevelopmentPassword(
  ports: Pick<AccountsPorts, 'repos'>,
  seeding: AdminSeeding,
  admin: User,
  configured: string | undefined,
): Promise<AdminSeeding> {
  if (seeding.outcome !== 'present' || !seeding.onDevelopmentPassword) return seeding;
  if (!configured || configured === developmentAdminPassword) return seeding;
  await ports.repos.users.update(admin.id, { passwordHash: await hashPassword(configured) });
  return { outcome: 'password-replaced' };
}

async function describeHolder(user: User): Promise<AdminSeeding> {
  if (user.role !== 'admin') return { outcome: 'held-by-user', holder: { id: user.id, username: user.username } };
  return { outcome: 'present', onDevelopmentPassword: await verifyPassword(user.passwordHash, developmentAdminPassword) };
}

export type AdminGrant = { outcome: 'granted' | 'already-admin'; user: Pick<User, 'id' | 'username'> };

/**
 * The one way an existing account becomes an administrator: the operator's command (npm run admin:grant).
 * The role change and its audit row commit together; `grantedBy` names the operator.
 */
export async function grantAdminRole(ports: Pick<AccountsPorts, 'transaction'>, username: string, grantedBy: string): Promise<AdminGrant> {
  return ports.transaction(async (tx) => {
    const user = await tx.users.findByUsername(username);
    if (!user) throw accountErrors.userNotFound();
    const named = { id: user.id, username: user.username };
    if (user.role === 'admin') return { outcome: 'already-admin', user: named };
    await tx.users.update(user.id, { role: 'admin' });
    await tx.roleGrants.record({ userId: user.id, username: user.username, role: 'admin', grantedBy });
    return { outcome: 'granted', user: named };
  });
}
