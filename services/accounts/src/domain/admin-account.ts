import { hashPassword } from './passwords';
import type { AccountsPorts } from './ports';

export type AdminSeeding = 'created' | 'promoted' | 'present' | 'skipped';

/**
 * Makes sure the administrator account exists with role admin. Without a password nothing is created:
 * env.ts leaves it unset in production unless ADMIN_PASSWORD is given, so a well-known default never ships.
 */
export async function ensureAdminAccount(
  ports: Pick<AccountsPorts, 'repos'>,
  admin: { username: string; password?: string },
): Promise<AdminSeeding> {
  const existing = await ports.repos.users.findByUsername(admin.username);
  if (existing) {
    if (existing.role === 'admin') return 'present';
    await ports.repos.users.update(existing.id, { role: 'admin' });
    return 'promoted';
  }
  if (!admin.password) return 'skipped';
  const created = await ports.repos.users.insert({
    username: admin.username,
    email: null,
    passwordHash: await hashPassword(admin.password),
    firstName: null,
    lastName: null,
    role: 'admin',
    isVerified: true,
  });
  // 'taken': another instance seeded it at the same moment.
  return 'taken' in created ? 'present' : 'created';
}
