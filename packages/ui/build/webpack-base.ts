/**
 * Loaders, output and optimisation every Inkspell front-end app shares. Each app's
 * webpack.config.ts adds its own ModuleFederationPlugin (and HTML page) on top.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EsbuildPlugin } from 'esbuild-loader';
import TerserPlugin from 'terser-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { insertStylesheet } from './stylesheet-insert';
import webpack, { type Configuration, type Module, type WebpackPluginInstance } from 'webpack';
import { ChunkModulesPlugin } from './chunk-modules-plugin';
import { contractValueFiles, subpathValueFiles } from './contract-values';
import { federationOutput } from './federation-shared';
import { browserTarget, moduleRules, repoRoot } from './module-rules';

/** What build-frontends passes to every app's config function. */
export interface BuildEnv {
  mode?: 'production' | 'development';
}

export interface AppConfigOptions {
  /** The app's folder (where package.json and src/ are). */
  appDir: string;
  /** Unique per app (webpack's chunk-loading global). */
  uniqueName: string;
  env?: BuildEnv;
  /** Title of the app's own HTML page (the shell's page, or a remote's standalone page). */
  htmlTitle: string;
  /** The page's file in dist: index.html by default; the shell's is app.html, the template its prerendered pages fill. */
  htmlFilename?: string;
  /** Markup put in <head> before the app's scripts (a remote's standalone page loads the federation runtime there). */
  htmlHeadExtra?: string;
  /** Overrides the 'auto' public path (the shell needs '/' for deep links served by SPA fallback). */
  publicPath?: string;
  /** Async chunks to merge into one, by name (the shell fetches Radix's many small packages as one file). */
  mergedChunks?: Record<string, RegExp>;
  /** Leave the ui kit's CSS out of the app's stylesheet (remotes: the shell's copy of the kit is the one in use). */
  cssWithoutUi?: boolean;
  plugins: WebpackPluginInstance[];
}

/**
 * The federation runtime ships every package twice, as ES modules and as CommonJS. The host's
 * inject-external-runtime-core plugin is added as its .cjs file and require()s the runtime core, so the
 * shell's main.js carried the runtime core, the sdk and the error codes twice (about 90 KB minified): once
 * as CommonJS for the plugin, once as ES modules for the bundler runtime. One copy: the plugin is taken
 * as its ES module, and whatever the runtime's .cjs files require resolves to the ES module build too.
 */
const federationRuntimeAsEsm = {
  alias: {
    [path.join(repoRoot, 'node_modules/@module-federation/inject-external-runtime-core-plugin/dist/index.cjs')]: path.join(
      repoRoot,
      'node_modules/@module-federation/inject-external-runtime-core-plugin/dist/index.js',
    ),
    // The SDK's environment checks without the localStorage read at start (see the file).
    [path.join(repoRoot, 'node_modules/@module-federation/sdk/dist/env.js')]: path.join(
      import.meta.dirname,
      'browser',
      'federation-sdk-env.ts',
    ),
  },
  rule: {
    test: /[\\/]node_modules[\\/]@module-federation[\\/].*\.cjs$/,
    resolve: {
      conditionNames: ['import', 'module', 'webpack', 'production', 'browser', 'default'],
      byDependency: { commonjs: { conditionNames: ['import', 'module', 'webpack', 'production', 'browser', 'default'] } },
    },
  },
};

/** The one stylesheet of an app (prerendered pages link it by this chunk name). */
export const stylesChunkName = 'styles';
const uiSource = /[\\/]packages[\\/]ui[\\/]/;

/** The full webpack configuration of one app, minus its federation plugin. */
export function createAppConfig(options: AppConfigOptions): Configuration {
  const { appDir, uniqueName, env = {}, plugins } = options;
  const output = federationOutput(uniqueName);
  const contractValues = contractValueFiles();
  const subpathValues = subpathValueFiles();
  return {
    mode: env.mode ?? 'production',
    context: appDir,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(appDir, 'dist'),
      filename: '[name].[contenthash:12].js',
      chunkFilename: '[name].[contenthash:12].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      uniqueName: output.uniqueName,
      publicPath: options.publicPath ?? output.publicPath,
      clean: true,
      // Unset, hashes follow the sources alone. The release test sets it to make a release of one remote whose
      // every file differs, without touching its sources (e2e/tests/installable-app-release.release.ts).
      ...(process.env.BUILD_HASH_SALT ? { hashSalt: process.env.BUILD_HASH_SALT } : {}),
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: federationRuntimeAsEsm.alias },
    module: { rules: [...moduleRules(), federationRuntimeAsEsm.rule] },
    plugins: [
      new HtmlWebpackPlugin({
        title: options.htmlTitle,
        filename: options.htmlFilename ?? 'index.html',
        chunks: ['main'],
        templateContent: htmlTemplate(options.htmlTitle, options.htmlHeadExtra ?? ''),
      }),
      // Stylesheets as files, not injected by script: prerendered pages link them in <head>, so the
      // first paint is styled before any JavaScript runs.
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:12].css',
        chunkFilename: '[name].[contenthash:12].css',
        insert: insertStylesheet,
      }),
      ...plugins,
      // The federation runtime's debug logging (browser/federation-sdk-env.ts), on only when asked for.
      ...(process.env.FEDERATION_DEBUG ? [new webpack.DefinePlugin({ FEDERATION_DEBUG: 'true' })] : []),
      new ChunkModulesPlugin(repoRoot),
    ],
    optimization: {
      splitChunks: {
        cacheGroups: {
          // All of an app's CSS in one small file: one request, and the prerenderer knows its name.
          [stylesChunkName]: {
            name: stylesChunkName,
            type: 'css/mini-extract',
            chunks: 'all',
            enforce: true,
            ...(options.cssWithoutUi ? { test: (module: Module) => !uiSource.test(module.nameForCondition() ?? '') } : {}),
          },
          // Small modules two async chunks both need are copied into each by default (below splitChunks'
          // minSize); these are needed together on every page, so each goes in one chunk of its own instead:
          // the contracts (the shared package and its shared subpaths, e.g. sample-stories, are one copy)
          // and lucide's icon machinery (not the icons: each chunk keeps the ones it draws).
          // The contracts' zod-free values come apart from the schemas, which bring zod (ADR 0020).
          contractValues: {
            name: 'contract-values',
            test: (module: Module) => contractValues.has(module.nameForCondition() ?? ''),
            chunks: 'async',
            enforce: true,
            priority: 1,
          },
          contracts: {
            name: 'contracts',
            test: (module: Module) => {
              const file = module.nameForCondition() ?? '';
              return /[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(file) && !subpathValues.has(file);
            },
            chunks: 'async',
            enforce: true,
          },
          lucide: {
            name: 'lucide',
            test: /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
            chunks: 'async',
            enforce: true,
          },
          ...Object.fromEntries(
            Object.entries(options.mergedChunks ?? {}).map(([name, test]) => [
              name,
              { name, test, type: 'javascript/auto', chunks: 'async' as const, enforce: true },
            ]),
          ),
        },
      },
      minimizer: [
        // Terser for scripts: webpack marks the unused exports of a package, and only a minifier that
        // drops unused functions in every scope (esbuild's transform does not inside module
        // closures) turns that into fewer bytes — React Router went from 43 to 14 KB compressed.
        // Licence comments move to a <file>.LICENSE.txt beside each script (webpack's default), which a
        // one-line banner names: every page's scripts stop carrying React's and lucide's notices, a few
        // hundred bytes per file, and the notices still ship with the code.
        new TerserPlugin({ extractComments: true, terserOptions: { ecma: 2020, compress: { passes: 2 } } }),
        new EsbuildPlugin({ target: browserTarget, css: true, include: /\.css$/ }),
      ],
    },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The favicon: the app icon at 32 px, inline. A PNG, not an SVG: the page's renderer draws an SVG favicon as a
 * document of its own on the main thread (14-40 ms on this machine class before the first paint, ten times that
 * on a slow phone), a small PNG in about a millisecond.
 */
const favicon = `data:image/png;base64,${readFileSync(path.join(import.meta.dirname, 'favicon-32.png')).toString('base64')}`;

/** The one HTML page: a root element, the brand colours and a tiny inline favicon. */
function htmlTemplate(title: string, headExtra: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#6d3fd0" />
    <meta name="description" content="Inkspell makes personalised, age-appropriate stories for children and families, narrated by Spell." />
    <link rel="icon" href="${favicon}" />
    <title>${title}</title>${headExtra}
  </head>
  <body>
    <noscript>Inkspell needs JavaScript to make stories.</noscript>
    <div id="root"></div>
  </body>
</html>`;
}
