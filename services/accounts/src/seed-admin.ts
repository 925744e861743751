import { ensureAdminAccount } from './domain/admin-account';
import type { AccountsPorts } from './domain/ports';
import type { AccountsEnv } from './env';

/** The lines seeding writes (the service's pino logger, or a test's recorder). */
export type StartLog = Record<'info' | 'warn' | 'error', (fields: Record<string, unknown>, message: string) => void>;

/** Seeds the administrator at start and says what happened (ADR 0024: it never promotes anyone). */
export async function seedAdmin(
  ports: Pick<AccountsPorts, 'repos'>,
  env: Pick<AccountsEnv, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'NODE_ENV'>,
  logger: StartLog,
): Promise<void> {
  const username = env.ADMIN_USERNAME;
  const seeding = await ensureAdminAccount(ports, { username, password: env.ADMIN_PASSWORD });
  switch (seeding.outcome) {
    case 'skipped':
      logger.warn({ username }, 'no ADMIN_PASSWORD set in production: the admin account was not created');
      break;
    case 'created':
      logger.info({ username }, 'admin account created');
      break;
    case 'held-by-user':
      logger.warn(
        { username, holderId: seeding.holder.id, holder: seeding.holder.username },
        `the account ${seeding.holder.username} (${seeding.holder.id}) holds ADMIN_USERNAME and is not an administrator: ` +
          'it stays a plain user. Promote it only if it is yours (npm run admin:grant -- <username>), or set ADMIN_USERNAME to another name',
      );
      break;
    case 'password-replaced':
      logger.warn({ username }, 'the admin account was on the development password: ADMIN_PASSWORD replaced it');
      break;
    case 'present':
      if (seeding.onDevelopmentPassword && env.NODE_ENV === 'production') {
        logger.error(
          { username },
          'the admin account is on the development password, which never signs in in production: ' +
            'set ADMIN_PASSWORD to a password of your own and restart accounts to replace it',
        );
      }
      break;
  }
}
