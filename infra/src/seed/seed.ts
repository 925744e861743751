import pg from 'pg';
import { hashPassword } from '../../../services/accounts/src/domain/passwords';
import { seedDatabases, type SeedBatch, type SeedDatabase, type SeedWriter, type TableCounts } from './batch';
import { inTransaction } from './bulk-insert';
import { migratedMarker, shownUrl } from './databases';
import { joinedFromFor, planFamily } from './family-plan';
import { planLedger } from './ledger-plan';
import { summarise, type DatabaseSummary } from './summary';
import { accountsWriter } from './write-accounts';
import { adminWriter } from './write-admin';
import { inkWriter } from './write-ink';
import { storiesWriter } from './write-stories';

/** Every seeded family signs in with this password (family000001 … as the username). */
export const seedFamilyPassword = 'Seeded!Family2025';

const writers: Record<SeedDatabase, SeedWriter> = { accounts: accountsWriter, stories: storiesWriter, ink: inkWriter, admin: adminWriter };

export interface SeedOptions {
  families: number;
  databaseUrls: Record<SeedDatabase, string>;
  /** Families planned and written per transaction. */
  batchSize?: number;
  log?: (line: string) => void;
  /** The seed's clock: the newest family's stories are a few weeks before it. */
  now?: Date;
}

export interface SeedResult {
  seconds: number;
  /** Batches found already there in each database and skipped (a second run). */
  skippedBatches: Record<SeedDatabase, number>;
  databases: DatabaseSummary[];
}

function planBatch(first: number, last: number, joinedFrom: number, passwordHash: string): SeedBatch {
  const families = [];
  for (let n = first; n <= last; n++) families.push(planFamily(n, joinedFrom));
  return { families, ledgers: families.map(planLedger), passwordHash };
}

/** Refuses databases the platform has not migrated: the seed writes rows, never tables. */
async function checkMigrated(pools: Record<SeedDatabase, pg.Pool>, urls: Record<SeedDatabase, string>) {
  for (const database of seedDatabases) {
    const found = await pools[database]
      .query<{ t: string | null }>('select to_regclass($1) as t', [migratedMarker[database]])
      .catch(() => null);
    if (!found?.rows[0]?.t) {
      throw new Error(
        `${shownUrl(urls[database])} has no ${migratedMarker[database]} table: start the platform once (npm start) so its migrations run, then seed`,
      );
    }
  }
}

/**
 * Fills the four databases with `families` families (family000001 …), a batch of families per transaction in
 * each database, the four databases written side by side while the next batch is planned. Family n is always
 * the same rows with the same ids, so a second run skips what is there and only adds what is missing (a larger
 * --families extends an earlier seed); it never updates or deletes a row it did not write.
 */
export async function seedPlatform(options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const batchSize = options.batchSize ?? 1000;
  const pools = Object.fromEntries(
    seedDatabases.map((database) => [database, new pg.Pool({ connectionString: options.databaseUrls[database], max: 2 })]),
  ) as Record<SeedDatabase, pg.Pool>;
  const added = Object.fromEntries(seedDatabases.map((d) => [d, {}])) as Record<SeedDatabase, TableCounts>;
  const skippedBatches = Object.fromEntries(seedDatabases.map((d) => [d, 0])) as Record<SeedDatabase, number>;
  const withClient = async <T>(database: SeedDatabase, work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pools[database].connect();
    try {
      return await work(client);
    } finally {
      client.release();
    }
  };
  try {
    await checkMigrated(pools, options.databaseUrls);
    const passwordHash = await hashPassword(seedFamilyPassword);
    const joinedFrom = joinedFromFor(options.families, options.now ?? new Date());
    /** The databases that lack families first..last, and the batch planned for them (none when all have it). */
    const prepare = async (first: number, last: number): Promise<{ missing: SeedDatabase[]; batch: SeedBatch | null }> => {
      const present = await Promise.all(seedDatabases.map((database) => withClient(database, (c) => writers[database].present(c, last))));
      const missing = seedDatabases.filter((_, i) => !present[i]);
      for (const database of seedDatabases) if (!missing.includes(database)) skippedBatches[database]++;
      return { missing, batch: missing.length ? planBatch(first, last, joinedFrom, passwordHash) : null };
    };
    const write = ({ missing, batch }: { missing: SeedDatabase[]; batch: SeedBatch | null }) =>
      Promise.all(
        missing.map((database) =>
          withClient(database, async (client) => {
            const counts = await inTransaction(client, () => writers[database].write(client, batch!));
            for (const [table, n] of Object.entries(counts)) added[database][table] = (added[database][table] ?? 0) + n;
          }),
        ),
      );
    const lastOf = (first: number) => Math.min(first + batchSize - 1, options.families);
    let lastReport = 0;
    let current = await prepare(1, lastOf(1));
    for (let first = 1; first <= options.families; first += batchSize) {
      const last = lastOf(first);
      const writing = write(current);
      // Heard at once, so a failed write waiting for the next batch's planning is no unhandled rejection; awaited below.
      writing.catch(() => undefined);
      // The next batch is checked and planned while the databases write this one.
      const next = last < options.families ? await prepare(last + 1, lastOf(last + 1)) : null;
      await writing;
      const seconds = (performance.now() - started) / 1000;
      if (seconds - lastReport >= 2 || last === options.families) {
        lastReport = seconds;
        log(`families ${last}/${options.families} (${Math.round((100 * last) / options.families)}%) in ${seconds.toFixed(1)} s`);
      }
      if (next) current = next;
    }
    // A bulk load leaves the planner's statistics and the visibility map behind the tables until autovacuum comes
    // round (a minute or more): counts would read every heap page and searches could miss their indexes meanwhile.
    log('vacuuming and analysing what was written…');
    await Promise.all(seedDatabases.map((database) => withClient(database, (client) => client.query('VACUUM (ANALYZE)'))));
    log('counting rows and sizes…');
    const databases = await summarise(pools, added);
    return { seconds: (performance.now() - started) / 1000, skippedBatches, databases };
  } finally {
    await Promise.all(seedDatabases.map((d) => pools[d].end()));
  }
}
