import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { storiesApiPaths } from '@inkspell/contracts/stories';
import type { AssetStore } from '../domain/ports';

/** The names the engines give assets: a content hash and a known extension (vtt: read-along timings). Anything else is never served. */
export const assetNamePattern = /^[a-f0-9]{16,64}\.(svg|png|mp3|vtt)$/;

/**
 * Illustrations, recordings and their timings as files under ASSETS_DIR. Names are content hashes, so a name that exists
 * already holds the same bytes; a new file is written under a temporary name and renamed, so a reader never
 * sees half of one.
 */
export function createAssetStore(dir: string): AssetStore {
  return {
    async save(asset) {
      if (!assetNamePattern.test(asset.name)) throw new Error(`unexpected asset name ${asset.name}`);
      const target = path.join(dir, asset.name);
      const exists = await access(target).then(
        () => true,
        () => false,
      );
      if (!exists) {
        await mkdir(dir, { recursive: true });
        const temporary = path.join(dir, `.${asset.name}.${randomBytes(6).toString('hex')}.tmp`);
        await writeFile(temporary, asset.bytes);
        await rename(temporary, target);
      }
      return storiesApiPaths.asset(asset.name);
    },
  };
}
