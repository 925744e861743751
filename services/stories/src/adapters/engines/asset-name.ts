import { createHash } from 'node:crypto';

/** A content-addressed file name: the same bytes always get the same name, so it can be cached forever. */
export function assetName(bytes: Uint8Array, extension: string): string {
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${extension}`;
}
