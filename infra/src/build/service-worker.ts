/**
 * Builds the service worker (shell/service-worker, issue #27) into the shell's dist after every build, once
 * the pages are prerendered: esbuild bundles its Workbox modules, then workbox-build injects the precache
 * manifest, the shell's files and every remote's entry and chunks (behind the gateway's /remotes/<key>/),
 * each with a revision. Any rebuilt app changes a revision, so the worker's bytes change and browsers install
 * the new release as one. The admin console is left out: only administrators load it, and it needs the server.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remotePathPrefix, remotes } from '@inkspell/contracts/areas';
import { contentHashedFileName, serviceWorkerPath } from '@inkspell/contracts';
import { build } from 'esbuild';
import { getManifest, injectManifest, type ManifestEntry } from 'workbox-build';
import { browserTarget } from '@inkspell/ui/build/module-rules';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const source = path.join(repoRoot, 'shell/service-worker/service-worker.ts');

/** What a release precaches: code, styles, pages and pictures. Narration (MP3) is asked for in ranges and stays online. */
const precachedFiles = ['**/*.{js,css,html,json,webmanifest,png,svg,jpg,webp,woff2}'];
/** Licence notes beside the scripts, a remote's standalone page (the shell never loads it) and the worker itself. */
const notPrecached = ['**/*.LICENSE.txt', serviceWorkerPath.slice(1)];

const common = {
  globPatterns: precachedFiles,
  // A hashed name is its own revision: no ?__WB_REVISION__ on its URL.
  dontCacheBustURLsMatching: contentHashedFileName,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
};

/** The precache entries of every remote a family's pages load, under its path behind the gateway. */
async function remoteEntries(): Promise<ManifestEntry[]> {
  const lists = await Promise.all(
    remotes
      .filter((remote) => !remote.adminOnly)
      .map(async (remote) => {
        const { manifestEntries, warnings } = await getManifest({
          ...common,
          globDirectory: path.join(repoRoot, remote.dir, 'dist'),
          globIgnores: [...notPrecached, 'index.html'],
          modifyURLPrefix: { '': `${remotePathPrefix(remote)}/` },
        });
        if (warnings.length > 0) console.warn(`service worker, ${remote.dir}: ${warnings.join('; ')}`);
        return manifestEntries;
      }),
  );
  return lists.flat();
}

/** Writes sw.js into the shell's dist; returns how many files it precaches. */
export async function writeServiceWorker(shellDist: string): Promise<number> {
  const work = await mkdtemp(path.join(tmpdir(), 'inkspell-sw-'));
  try {
    const bundled = path.join(work, 'sw.js');
    await build({
      entryPoints: [source],
      outfile: bundled,
      bundle: true,
      format: 'iife',
      minify: true,
      target: browserTarget,
      // Workbox logs at length unless it is built for production.
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    const { count, warnings } = await injectManifest({
      ...common,
      swSrc: bundled,
      swDest: path.join(shellDist, serviceWorkerPath),
      globDirectory: shellDist,
      globIgnores: notPrecached,
      modifyURLPrefix: { '': '/' },
      additionalManifestEntries: await remoteEntries(),
    });
    if (warnings.length > 0) console.warn(`service worker: ${warnings.join('; ')}`);
    return count;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
