import type { Executor, Logger } from '@inkspell/service-kit';
import { findUserByUsername, insertUser, updateUser } from './db/users.repo';
import { hashPassword } from './domain/passwords';
import type { AccountsEnv } from './env';

/**
 * Makes sure the administrator account exists with role admin. Without an explicit ADMIN_PASSWORD in
 * production nothing is seeded: a well-known default password must never reach a real deployment.
 */
export async function seedAdmin(db: Executor, env: Pick<AccountsEnv, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'NODE_ENV'>, logger: Logger) {
  const existing = await findUserByUsername(db, env.ADMIN_USERNAME);
  if (existing) {
    if (existing.role !== 'admin') await updateUser(db, existing.id, { role: 'admin' });
    return;
  }
  if (!env.ADMIN_PASSWORD) {
    logger.warn({ username: env.ADMIN_USERNAME }, 'no ADMIN_PASSWORD set in production: the admin account was not created');
    return;
  }
  await insertUser(db, {
    username: env.ADMIN_USERNAME,
    email: null,
    passwordHash: await hashPassword(env.ADMIN_PASSWORD),
    role: 'admin',
    isVerified: true,
  }).catch((err: { cause?: { code?: string }; code?: string }) => {
    // Another instance seeded it at the same moment.
    if ((err.cause ?? err).code !== '23505') throw err;
  });
  logger.info({ username: env.ADMIN_USERNAME }, 'admin account created');
}
