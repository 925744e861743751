import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { remotePathPrefix, remotes, shellPart } from '@inkspell/contracts';
import { chunkModulesFile, packageOf, type ChunkModules } from '@inkspell/ui/build/chunk-modules-plugin';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** The app folder and file a script URL was served from behind the gateway (/remotes/<key>/x.js or /x.js). */
export function servedFile(url: string): { app: string; file: string } {
  const pathname = new URL(url).pathname;
  for (const remote of remotes) {
    const prefix = `${remotePathPrefix(remote)}/`;
    if (pathname.startsWith(prefix)) return { app: remote.dir, file: pathname.slice(prefix.length) };
  }
  return { app: shellPart.dir, file: pathname.slice(1) };
}

const cache = new Map<string, ChunkModules>();
function chunkModules(app: string): ChunkModules {
  let map = cache.get(app);
  if (!map) {
    const file = path.join(repoRoot, app, 'dist', chunkModulesFile);
    map = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ChunkModules) : {};
    cache.set(app, map);
  }
  return map;
}

/** The modules (repository paths) a served script carried. */
export function modulesOf(url: string): string[] {
  const { app, file } = servedFile(url);
  return chunkModules(app)[file] ?? [];
}

export interface Duplicate {
  module: string;
  package: string;
  /** The served files that each carried it. */
  files: string[];
}

/** Modules that reached the page more than once (two apps' copies of zod, a chunk fetched twice, ...). */
export function duplicatedModules(scriptUrls: readonly string[]): Duplicate[] {
  const seenIn = new Map<string, string[]>();
  for (const url of scriptUrls) {
    const { app, file } = servedFile(url);
    for (const module of modulesOf(url)) {
      const files = seenIn.get(module) ?? [];
      files.push(`${app}/${file}`);
      seenIn.set(module, files);
    }
  }
  return [...seenIn].filter(([, files]) => files.length > 1).map(([module, files]) => ({ module, package: packageOf(module), files }));
}

/** Duplicates summed up per package: "zod ×3 (…files)". */
export function duplicatedPackages(duplicates: readonly Duplicate[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const duplicate of duplicates) counts.set(duplicate.package, Math.max(counts.get(duplicate.package) ?? 0, duplicate.files.length));
  return counts;
}

/**
 * What still reaches the home page twice, on purpose (ADR 0011): each app bundles the lucide icons it draws
 * (sharing would send every icon), and each federated container keeps its own webpack glue (the bundler
 * runtime with the sdk helpers it uses; it holds per-container state). The runtime core comes once.
 */
const knownDuplicatePackages = new Set([
  'lucide-react',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/sdk',
  '@module-federation/error-codes',
]);
/** The ui kit's parts of that glue (ADR 0021): the stand-in for the SDK's env.js, and the runtime plugin each container registers. */
const knownDuplicateModules = new Set([
  'packages/ui/build/browser/federation-sdk-env.ts',
  'packages/ui/build/browser/yield-between-shares.ts',
]);

/** The duplicates that are not there on purpose (a library downloaded twice). */
export function unexpectedDuplicates(duplicates: readonly Duplicate[]): Duplicate[] {
  return duplicates.filter((duplicate) => !knownDuplicatePackages.has(duplicate.package) && !knownDuplicateModules.has(duplicate.module));
}
