import { keptFilesCacheName } from '@inkspell/contracts/kept-stories';
import { createPartialResponse } from 'workbox-range-requests';

/**
 * The kept copy when the family kept the story this file belongs to (online too: the files are content-addressed, so
 * the copy is the file), a range of it for the audio element; otherwise the network, and nothing is stored. The page
 * alone writes the kept files (ADR 0041): this worker never caches an API answer on its own.
 */
export async function keptFileOrNetwork(request: Request): Promise<Response> {
  const kept = await (await caches.open(keptFilesCacheName)).match(request.url, { ignoreVary: true });
  if (!kept) return fetch(request);
  return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
}
