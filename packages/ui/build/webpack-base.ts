/**
 * Loaders, output and optimisation every Inkspell front-end app shares. Each app's
 * webpack.config.ts adds its own ModuleFederationPlugin (and HTML page) on top.
 */
import path from 'node:path';
import { EsbuildPlugin } from 'esbuild-loader';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import { federationOutput } from './federation-shared';

/** What build-frontends passes to every app's config function. */
export interface BuildEnv {
  mode?: 'production' | 'development';
}

export interface AppConfigOptions {
  /** The app's folder (where package.json and src/ are). */
  appDir: string;
  /** Unique per app; also prefixes CSS-module class names so remotes never clash. */
  uniqueName: string;
  env?: BuildEnv;
  /** Title of the app's own HTML page (the shell's page, or a remote's standalone page). */
  htmlTitle: string;
  /** Overrides the 'auto' public path (the shell needs '/' for deep links served by SPA fallback). */
  publicPath?: string;
  plugins: WebpackPluginInstance[];
}

const browserTarget = 'es2020';
const remoteEntryFile = /remoteEntry\.js$/;

/** The full webpack configuration of one app, minus its federation plugin. */
export function createAppConfig(options: AppConfigOptions): Configuration {
  const { appDir, uniqueName, env = {}, plugins } = options;
  const output = federationOutput(uniqueName);
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
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          // Workspace packages (ui, contracts) are symlinks to TypeScript sources outside node_modules.
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { loader: 'tsx', target: browserTarget, jsx: 'automatic' },
        },
        {
          test: /\.module\.css$/,
          use: [
            'style-loader',
            {
              loader: 'css-loader',
              options: {
                modules: {
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: `${uniqueName}__[local]__[hash:base64:5]`,
                },
              },
            },
          ],
        },
        { test: /\.css$/, exclude: /\.module\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(svg|png|jpe?g|webp|mp3)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        title: options.htmlTitle,
        chunks: ['main'],
        templateContent: htmlTemplate(options.htmlTitle),
      }),
      ...plugins,
    ],
    optimization: {
      minimizer: [
        new EsbuildPlugin({ target: browserTarget, css: true, exclude: remoteEntryFile }),
        // remoteEntry.js declares its container as a global `var`; esbuild's default IIFE
        // wrapper for web targets would hide it and hosts could not find the container.
        new EsbuildPlugin({ target: browserTarget, include: remoteEntryFile, format: undefined }),
      ],
    },
    devtool: false,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** The one HTML page: a root element, the brand colours and a tiny inline favicon. */
function htmlTemplate(title: string): string {
  const favicon =
    "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>" +
    "<circle cx='32' cy='32' r='30' fill='%236d3fd0'/><text x='32' y='44' font-size='34' text-anchor='middle' fill='white' font-family='sans-serif' font-weight='bold'>I</text></svg>";
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#6d3fd0" />
    <meta name="description" content="Inkspell makes personalised, age-appropriate stories for children and families, narrated by Spell." />
    <link rel="icon" href="${favicon}" />
    <title>${title}</title>
  </head>
  <body>
    <noscript>Inkspell needs JavaScript to make stories.</noscript>
    <div id="root"></div>
  </body>
</html>`;
}
