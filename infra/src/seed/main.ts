import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSeedArgs } from './args';
import { platformDatabaseUrls, shownUrl } from './databases';
import { seedFamilyPassword, seedPlatform } from './seed';
import { formatSummary } from './summary';

/**
 * `npm run seed -- --families 100000`: fills the running platform's databases (those `npm start` uses) with
 * families, stories, collections, ink and refund requests. Safe to run again: it adds only what is missing.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const parsed = parseSeedArgs(process.argv.slice(2));
if ('error' in parsed) {
  console.error(parsed.error);
  process.exit(2);
}
const databaseUrls = platformDatabaseUrls(root);
console.log(`seeding ${parsed.families} families into ${Object.values(databaseUrls).map(shownUrl).join(', ')}`);
try {
  const result = await seedPlatform({ ...parsed, databaseUrls, log: (line) => console.log(line) });
  for (const line of formatSummary(result.databases, result.seconds)) console.log(line);
  const skipped = Object.entries(result.skippedBatches).filter(([, n]) => n > 0);
  if (skipped.length) console.log(`already there, skipped: ${skipped.map(([d, n]) => `${n} batches in ${d}`).join(', ')}`);
  console.log(`sign in as family000001 … with the password ${seedFamilyPassword}`);
} catch (err) {
  console.error(`seed failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
