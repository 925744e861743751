import { keptFilesCacheName, keptStoriesDatabaseName } from '@inkspell/contracts/kept-stories';

/**
 * Logging out leaves nothing of the family's on the device (spec 01 §4: logout clears all cached data): the stories
 * kept for offline go too, so the next person on a shared tablet cannot open them offline (ADR 0041).
 */
export async function forgetKeptStories(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(keptFilesCacheName);
  // The stories pages close their connection when asked (kept-store.ts), so the deletion is not held up.
  if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(keptStoriesDatabaseName);
}
