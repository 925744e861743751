import type { Logger } from '@inkspell/service-kit';
import { ensureAdminAccount } from './domain/admin-account';
import type { AccountsPorts } from './domain/ports';
import type { AccountsEnv } from './env';

/** Seeds the administrator at start and says what happened. */
export async function seedAdmin(
  ports: Pick<AccountsPorts, 'repos'>,
  env: Pick<AccountsEnv, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD'>,
  logger: Logger,
): Promise<void> {
  const username = env.ADMIN_USERNAME;
  const outcome = await ensureAdminAccount(ports, { username, password: env.ADMIN_PASSWORD });
  if (outcome === 'skipped') logger.warn({ username }, 'no ADMIN_PASSWORD set in production: the admin account was not created');
  if (outcome === 'created') logger.info({ username }, 'admin account created');
}
