import { existsSync } from 'node:fs';
import path from 'node:path';
import { areas } from '@inkspell/contracts/areas';
import { databaseUrlFor, platformEnvSchema } from '../platform/config';
import { seedDatabases, type SeedDatabase } from './batch';

/**
 * The databases `npm start` gives its services: the same environment (root .env, PG_URL, DATABASE_SUFFIX) read
 * the same way, so the seed fills the platform that is running.
 */
export function platformDatabaseUrls(root: string, environment: NodeJS.ProcessEnv = process.env): Record<SeedDatabase, string> {
  if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
  const env = platformEnvSchema.parse(environment);
  const urlOf = (name: SeedDatabase) => {
    const area = areas.find((a) => a.service.name === name);
    if (!area) throw new Error(`No ${name} service in the area registry`);
    return databaseUrlFor(env, area.service);
  };
  return Object.fromEntries(seedDatabases.map((name) => [name, urlOf(name)])) as Record<SeedDatabase, string>;
}

/** A table each service's migrations create: when one is missing, the platform has not started on these databases yet. */
export const migratedMarker: Record<SeedDatabase, string> = {
  accounts: 'users',
  stories: 'stories',
  ink: 'ledger_transactions',
  admin: 'refund_requests',
};

/** A database URL without its password, for messages. */
export function shownUrl(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return `${parsed.host}${parsed.pathname}`;
}
