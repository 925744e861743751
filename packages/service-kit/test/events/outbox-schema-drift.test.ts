import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import * as kitTables from '../../src/db/outbox-schema';
import * as fixtureSchema from '../fixtures/outbox-db/schema';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');

/** The snapshot drizzle-kit wrote with a folder's newest migration: the schema that folder's migrations build. */
function latestSnapshot(migrationsFolder: string): DrizzleSnapshotJSON {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number }[] };
  const last = journal.entries.at(-1)!;
  const file = path.join(migrationsFolder, `meta/${String(last.idx).padStart(4, '0')}_snapshot.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as DrizzleSnapshotJSON;
}

const kitOnly = generateDrizzleJson(kitTables);
const kitTableNames = Object.keys(kitOnly.tables);

// The outbox tests run the fixture's migrations; these checks keep that DDL the same DDL the services run.
describe('the outbox tables the tests migrate are the ones the services migrate', () => {
  it('has the fixture migrations up to date with the kit schema', async () => {
    const fixture = latestSnapshot(path.join(here, '../fixtures/outbox-db/migrations'));
    expect(await generateMigration(fixture, generateDrizzleJson(fixtureSchema))).toEqual([]);
  });

  const services = readdirSync(path.join(repoRoot, 'services'));
  it.each(services)('%s migrates the outbox and processed-events tables exactly as the kit defines them', (service) => {
    const snapshot = latestSnapshot(path.join(repoRoot, 'services', service, 'src/db/migrations'));
    expect(kitTableNames).toEqual(['public.outbox', 'public.processed_events']);
    for (const table of kitTableNames) expect(snapshot.tables[table], table).toEqual(kitOnly.tables[table]);
  });
});
