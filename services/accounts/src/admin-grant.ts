import { hostname, userInfo } from 'node:os';
import { DomainError, loadEnv, openDatabase } from '@inkspell/service-kit';
import { migrationsFolder } from './db/migrations-folder';
import { createTransaction } from './db/repos';
import * as schema from './db/schema';
import { grantAdminRole } from './domain/admin-account';
import { accountsEnvVariables } from './env';

/**
 * `npm run admin:grant -- <username>`: makes an existing account an administrator, the only way one becomes
 * one (ADR 0024), and records who ran it in role_grants. Uses the service's ACCOUNTS_DATABASE_URL (default: the
 * local inkspell_accounts). Exits 1 for an unknown user or a missing argument, 2 when the database cannot be reached.
 */
const username = process.argv[2]?.trim();
if (!username) {
  console.error('usage: npm run admin:grant -- <username>');
  process.exit(1);
}

const env = loadEnv(accountsEnvVariables.pick({ ACCOUNTS_DATABASE_URL: true }));
const operator = `${process.env.SUDO_USER ?? userInfo().username}@${hostname()}`;
let pool: { end(): Promise<void> } | undefined;
try {
  // The service's migrations first (role_grants may be new); two connections, as one holds the migration lock.
  const database = await openDatabase({ url: env.ACCOUNTS_DATABASE_URL, schema, migrationsFolder, maxConnections: 2 });
  pool = database.pool;
  // The command records no event, so there is no relay to wake.
  const grant = await grantAdminRole({ transaction: createTransaction(database.db, { kick: () => undefined }) }, username, operator);
  const who = `${grant.user.username} (${grant.user.id})`;
  console.log(
    grant.outcome === 'granted'
      ? `${who} is now an administrator (recorded in role_grants as granted by ${operator}); the role applies from their next sign-in`
      : `${who} is already an administrator: nothing changed`,
  );
} catch (err) {
  if (err instanceof DomainError && err.status === 404) {
    console.error(`no account named ${username}: nothing changed`);
    process.exitCode = 1;
  } else {
    // drizzle wraps the driver's error; its cause says what went wrong (no such database, refused connection).
    const cause = (err as { cause?: Error }).cause ?? (err as Error);
    console.error(`admin:grant could not run: ${cause.message}`);
    process.exitCode = 2;
  }
} finally {
  await pool?.end();
}
