/**
 * The prerender build (ADR 0011): the shell's render-page entry and the Routes of the remotes whose pages
 * are prerendered, compiled together for Node with the browser builds' loaders (module-rules.ts), so CSS
 * modules give the same class names and the markup matches what the browser hydrates. One runtime chunk,
 * so React, the router and the ui kit exist once for all entries, as they do on the page.
 */
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { moduleRules } from './module-rules';

export interface SsrConfigOptions {
  /** Entry name → source file (the shell's render-page.tsx, each remote's exposed Routes). */
  entries: Record<string, string>;
  outputDir: string;
  /** The shell's registry module, replaced by its prerender stand-in. */
  remoteRegistry: { module: RegExp; replacement: string };
}

export function createSsrConfig({ entries, outputDir, remoteRegistry }: SsrConfigOptions): Configuration {
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node20',
    entry: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, { import: file, library: { type: 'commonjs2' } }])),
    output: { path: outputDir, filename: '[name].cjs', chunkFilename: '[name].[contenthash:8].cjs', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: moduleRules({ ssr: true }) },
    plugins: [new webpack.NormalModuleReplacementPlugin(remoteRegistry.module, remoteRegistry.replacement)],
    optimization: { runtimeChunk: 'single', minimize: false, splitChunks: false },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Where the prerender build is written: a cache, never deployed. */
export function ssrOutputDir(repoRoot: string): string {
  return path.join(repoRoot, 'node_modules', '.cache', 'inkspell-prerender');
}
