import { keptStoriesDatabaseName } from '@inkspell/contracts/kept-stories';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { KeptStory } from './kept-rules';

/**
 * Kept stories' JSON in IndexedDB (ADR 0041): one record per story, written in one transaction, so a story is either
 * listed with all it needs or not at all (its files are stored before its record is written).
 */
interface KeptDatabase extends DBSchema {
  stories: { key: string; value: KeptStory };
}

let database: Promise<IDBPDatabase<KeptDatabase>> | null = null;

function open(): Promise<IDBPDatabase<KeptDatabase>> {
  database ??= openDB<KeptDatabase>(keptStoriesDatabaseName, 1, {
    upgrade(db) {
      db.createObjectStore('stories', { keyPath: 'id' });
    },
    // Logging out deletes the database (ui kit's forgetKeptStories): let it, and open a new one on the next use.
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase).close();
      database = null;
    },
    terminated() {
      database = null;
    },
  });
  return database;
}

/** Every kept story on this device. */
export async function listKeptStories(): Promise<KeptStory[]> {
  return (await open()).getAll('stories');
}

/** One kept story, or undefined. */
export async function readKeptStory(id: string): Promise<KeptStory | undefined> {
  return (await open()).get('stories', id);
}

export async function writeKeptStory(copy: KeptStory): Promise<void> {
  await (await open()).put('stories', copy);
}

export async function deleteKeptStories(ids: readonly string[]): Promise<void> {
  const transaction = (await open()).transaction('stories', 'readwrite');
  await Promise.all([...ids.map((id) => transaction.store.delete(id)), transaction.done]);
}
