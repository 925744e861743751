import { keptFilesCacheName } from '@inkspell/contracts/kept-stories';
import type { KeptFile } from './kept-rules';

/**
 * Kept stories' pictures, narrations and timings in Cache Storage (ADR 0041), by their API address: the service worker
 * answers the reader's requests for them from here (ranges of the narration too), online and offline.
 */

/** Stores each file (fetched whole, never a range) unless it is there already; returns what each takes. */
export async function storeFiles(urls: readonly string[]): Promise<KeptFile[]> {
  const cache = await caches.open(keptFilesCacheName);
  const files: KeptFile[] = [];
  for (const url of urls) {
    const stored = await cache.match(url, { ignoreVary: true });
    if (stored) {
      files.push({ url, bytes: (await stored.blob()).size });
      continue;
    }
    const answer = await fetch(url, { credentials: 'same-origin' });
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    const body = await answer.blob();
    // The body is decoded already: only its type and true length go with it, never the wire's Content-Encoding.
    const headers = { 'Content-Type': answer.headers.get('content-type') ?? body.type, 'Content-Length': String(body.size) };
    await cache.put(url, new Response(body, { status: 200, headers }));
    files.push({ url, bytes: body.size });
  }
  return files;
}

export async function deleteFiles(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(keptFilesCacheName);
  await Promise.all(urls.map((url) => cache.delete(url, { ignoreVary: true })));
}
