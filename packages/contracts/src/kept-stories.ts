/**
 * Stories kept for offline (issue #27, ADR 0041): the names the stories pages, the service worker and the logout
 * share, and the words the family reads. Zod-free, by its own subpath: the home page never loads it.
 */

/** Cache Storage holding the kept stories' pictures, narrations and read-along timings; nothing else goes in it. */
export const keptFilesCacheName = 'inkspell-kept-files';

/** IndexedDB database holding each kept story's JSON, owner and the sizes of its files. */
export const keptStoriesDatabaseName = 'inkspell-kept-stories';

/**
 * The only API path whose answers can be kept: the stories' content-addressed assets (ARCHITECTURE §6). The service
 * worker answers these from the kept files when it has them, and passes everything else under /api/ by.
 */
export const keptFilesPathPrefix = '/api/stories/assets/';

/** What the family reads about keeping stories on the device. */
export const keptStoryMessages = {
  keep: 'Keep for offline',
  keepCollection: (parts: number) => `Keep all ${parts} parts for offline`,
  keeping: 'Keeping...',
  kept: 'Kept on this device',
  remove: 'Remove from this device',
  keptToast: 'Kept for offline',
  keptToastDescription: 'You can read and listen to it without a connection on this device.',
  keepFailed: 'Could not keep this story',
  keepNeedsConnection: 'Keeping a story needs a connection.',
  removedToast: 'Removed from this device',
  panelTitle: 'Kept for offline',
  panelLead: 'These stories, their pictures and narration are stored on this device for reading without a connection.',
  offlineTitle: 'You are offline',
  offlineLead: 'Here are the stories kept on this device. Your other stories need a connection.',
  offlineNothingKept:
    'No stories are kept on this device yet. Your stories need a connection; next time you are online, open a story and choose Keep for offline.',
  keptReaderNote: 'You are reading the copy kept on this device.',
} as const;
