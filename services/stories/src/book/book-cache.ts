import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BookPlan } from './book-plan';

/** Bumped whenever render-book.ts draws differently, so books cached by an older layout are not served. */
const layoutVersion = 1;

/**
 * The book's content hash: the plan (titles, hero, every paragraph, the illustrations' content-hash names) and the
 * layout version. Equal hashes print equal books, so the hash names the cached file and is the answer's ETag.
 */
export function bookHash(plan: BookPlan): string {
  return createHash('sha256').update(JSON.stringify({ layoutVersion, plan })).digest('hex').slice(0, 32);
}

/**
 * Printed books as files under ASSETS_DIR/books, named by content hash (never served as assets: the asset route
 * only knows the asset folder's own names). A new book is written under a temporary name and renamed, so two
 * requests printing the same book at once both end with one whole file.
 */
export function bookCache(assetsDir: string) {
  const dir = path.join(assetsDir, 'books');
  const file = (hash: string) => path.join(dir, `${hash}.pdf`);
  return {
    read: (hash: string): Promise<Uint8Array | null> => readFile(file(hash)).catch(() => null),
    async write(hash: string, bytes: Uint8Array): Promise<void> {
      await mkdir(dir, { recursive: true });
      const temporary = path.join(dir, `.${hash}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, file(hash));
    },
  };
}
