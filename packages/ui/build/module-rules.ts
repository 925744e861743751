/**
 * The loaders every Inkspell build shares, for the browser builds and for the Node build that
 * prerenders pages (ssr-config.ts). Both must agree on CSS-module class names and asset file names,
 * or a hydrated page would not match the HTML it was prerendered as.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { RuleSetRule } from 'webpack';

const browserTarget = 'es2020';

/** The repository root: this file lives in packages/ui/build/. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * A CSS-module class name that depends only on the file and the class, never on which app compiled it:
 * `<folder>__<class>__<hash>` (ui__button__x1Y2z, mf_stories__hero__Ab3dE). The shell's copy of the ui kit
 * and the prerenderer's therefore write the same names, and remotes still never clash.
 */
export function cssModuleClassName(resourcePath: string, localName: string): string {
  const relative = path.relative(repoRoot, resourcePath).split(path.sep).join('/');
  const folder = relative.startsWith('packages/') ? relative.split('/')[1]! : relative.split('/')[0]!;
  const hash = createHash('sha256').update(`${relative}\0${localName}`).digest('base64url').slice(0, 5);
  return `${folder.replace(/[^a-zA-Z0-9_]/g, '_')}__${localName}__${hash}`;
}

export interface RuleOptions {
  /** The prerender build: CSS modules give only their class names, assets are not written again. */
  ssr?: boolean;
}

/** Module rules: TypeScript through esbuild, CSS (modules and global), images and sounds as files. */
export function moduleRules({ ssr = false }: RuleOptions = {}): RuleSetRule[] {
  const cssLoader = (modules: boolean) => ({
    loader: 'css-loader',
    options: {
      modules: modules
        ? {
            namedExport: false,
            exportLocalsConvention: 'as-is' as const,
            exportOnlyLocals: ssr,
            getLocalIdent: (context: { resourcePath: string }, _name: string, localName: string) =>
              cssModuleClassName(context.resourcePath, localName),
          }
        : false,
    },
  });
  return [
    {
      // Workspace packages (ui, contracts) are symlinks to TypeScript sources outside node_modules.
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      loader: 'esbuild-loader',
      options: { loader: 'tsx', target: ssr ? 'node20' : browserTarget, jsx: 'automatic' },
    },
    { test: /\.module\.css$/, use: ssr ? [cssLoader(true)] : [MiniCssExtractPlugin.loader, cssLoader(true)] },
    // Global CSS is only the browser's business; the prerenderer skips it.
    ssr
      ? { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source' }
      : { test: /\.css$/, exclude: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, cssLoader(false)] },
    { test: /\.(svg|png|jpe?g|webp|mp3)$/, type: 'asset/resource', ...(ssr ? { generator: { emit: false } } : {}) },
  ];
}

export { browserTarget };
