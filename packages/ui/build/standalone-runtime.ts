/**
 * A remote's standalone page (its own dist/index.html, for working on it alone) has no shell to hand it
 * the federation runtime, which remotes no longer bundle (federation-shared.ts). This builds that runtime
 * as one inline script that sets the global remoteEntry.js and main.js expect, the way the shell's
 * inject-external-runtime-core plugin does.
 */
import { buildSync } from 'esbuild';
import { browserTarget, repoRoot } from './module-rules';

let cached: string | undefined;

/** `<script>` markup for the standalone page's <head>. */
export function standaloneRuntimeScript(): string {
  cached ??= buildSync({
    stdin: {
      contents:
        "import * as core from '@module-federation/runtime-core';\n" +
        'globalThis._FEDERATION_RUNTIME_CORE = core;\n' +
        "globalThis._FEDERATION_RUNTIME_CORE_FROM = { name: 'standalone', version: 'inline' };\n",
      resolveDir: repoRoot,
      loader: 'js',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: browserTarget,
    write: false,
  }).outputFiles[0]!.text;
  return `\n    <script>${cached.replace(/<\/script/gi, '<\\/script')}</script>`;
}
