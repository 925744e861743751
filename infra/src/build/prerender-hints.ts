/** What a page rendered by a remote needs from that remote, read from its build's mf-manifest.json. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteRoutesModule } from '@inkspell/contracts';

interface ManifestAssets {
  js: { sync: string[] };
}
interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: ManifestAssets }[];
}

/**
 * The remote's remoteEntry.js and the scripts of its Routes module as URLs under `prefix` (where the
 * gateway serves the remote). Shared packages are left out: the shell provides them.
 */
export function remoteRouteAssets(dist: string, prefix: string): { scripts: string[] } {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const routes = manifest.exposes.find((expose) => expose.path === remoteRoutesModule);
  if (!routes) throw new Error(`${dist}/mf-manifest.json exposes no ${remoteRoutesModule}`);
  const entry = path.posix.join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
  return { scripts: [entry, ...routes.assets.js.sync].map((file) => `${prefix}${file}`) };
}
