/**
 * Writes dist/.chunk-modules.json: for every emitted JavaScript file, the source modules bundled in it
 * (paths from the repository root, e.g. node_modules/zod/v4/core/schemas.js or packages/contracts/src/ink.ts).
 * The first-load bench and the budget test read it to prove no page downloads the same module twice,
 * whichever app's chunk it came from. A dotfile, so the static servers never serve it.
 */
import path from 'node:path';
import type { Compiler, Module } from 'webpack';

export const chunkModulesFile = '.chunk-modules.json';

/** file name → repository-relative module paths. */
export type ChunkModules = Record<string, string[]>;

/** The source files of a module; a concatenated module holds several. */
function resourcesOf(module: Module): string[] {
  const inner = (module as Module & { modules?: Module[] }).modules;
  if (Array.isArray(inner)) return inner.flatMap(resourcesOf);
  const resource = (module as Module & { resource?: string }).resource;
  return resource ? [resource.split('?')[0]!] : [];
}

export class ChunkModulesPlugin {
  constructor(private readonly repoRoot: string) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkModulesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkModulesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const map: ChunkModules = {};
        for (const chunk of compilation.chunks) {
          const modules = new Set<string>();
          for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
            for (const resource of resourcesOf(module)) modules.add(path.relative(this.repoRoot, resource).split(path.sep).join('/'));
          }
          for (const file of chunk.files) if (file.endsWith('.js')) map[file] = [...modules].sort();
        }
        compilation.emitAsset(chunkModulesFile, new sources.RawSource(JSON.stringify(map)));
      });
    });
  }
}

/** The package a repository-relative module path belongs to: zod, @tanstack/query-core, @inkspell/contracts, or the app folder. */
export function packageOf(modulePath: string): string {
  const marker = 'node_modules/';
  const at = modulePath.lastIndexOf(marker);
  if (at !== -1) return /^((?:@[^/]+\/)?[^/]+)/.exec(modulePath.slice(at + marker.length))?.[1] ?? modulePath;
  const workspace = /^packages\/([^/]+)\//.exec(modulePath);
  if (workspace) return `@inkspell/${workspace[1]}`;
  return modulePath.split('/')[0] ?? modulePath;
}
