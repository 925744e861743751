import type { PoolClient } from 'pg';
import type { FamilyPlan } from './family-plan';
import type { FamilyLedger } from './ledger-plan';

/** A run of consecutive families, planned once and written to each service's database. */
export interface SeedBatch {
  families: FamilyPlan[];
  ledgers: FamilyLedger[];
  /** The one argon2id hash every seeded family signs in with. */
  passwordHash: string;
}

export const seedDatabases = ['accounts', 'stories', 'ink', 'admin'] as const;
export type SeedDatabase = (typeof seedDatabases)[number];

/** Rows written to one database, by table. */
export type TableCounts = Record<string, number>;

/** What seeds one service's database: a batch is written in one transaction, so it is there whole or not at all. */
export interface SeedWriter {
  database: SeedDatabase;
  /**
   * Whether family `family` is already there. Batches commit in family order in each database, so when a batch's
   * last family is there the whole batch is, and a second run skips it without planning it.
   */
  present(client: PoolClient, family: number): Promise<boolean>;
  /** Writes the rows not there yet; answers how many were new, by table. */
  write(client: PoolClient, batch: SeedBatch): Promise<TableCounts>;
}
