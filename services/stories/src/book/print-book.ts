import { TaskThread } from '../adapters/engines/task-thread';
import type { StoryRecord } from '../domain/story';
import { bookCache, bookHash } from './book-cache';
import { planBook } from './book-plan';
import type { BookTask } from './book-worker';

export interface PrintedBook {
  /** The content hash: the cache's file name and the answer's ETag. */
  hash: string;
  title: string;
  /** Null when the caller already holds this very book (its ETag matched): nothing is read or drawn. */
  bytes: Uint8Array | null;
}

/** One printing thread for the service, started at the first book; idle, it does not keep the process alive. */
let thread: TaskThread<BookTask, Uint8Array> | undefined;
const printingThread = () =>
  (thread ??= new TaskThread(new URL('./book-worker.ts', import.meta.url), { name: 'book', timeoutMs: 120_000 }));

/**
 * The PDF of stories the viewer may print: from the cache when this content was printed before, otherwise drawn
 * on the printing thread now, then kept. `knownHash` is the client's If-None-Match.
 */
export async function printBook(assetsDir: string, stories: readonly StoryRecord[], knownHash?: string): Promise<PrintedBook> {
  const plan = planBook(stories);
  const hash = bookHash(plan);
  if (knownHash === hash) return { hash, title: plan.title, bytes: null };
  const cache = bookCache(assetsDir);
  const cached = await cache.read(hash);
  if (cached) return { hash, title: plan.title, bytes: cached };
  const bytes = await printingThread().run({ plan, assetsDir });
  await cache.write(hash, bytes);
  return { hash, title: plan.title, bytes };
}
