import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { federationCommon, hostRuntimeExperiments, radixPackages } from '@inkspell/ui/build/federation-shared';
import { createAppConfig, type BuildEnv } from '@inkspell/ui/build/webpack-base';
import type { Configuration } from 'webpack';
import { appIconPath, webAppManifestPath } from '@inkspell/contracts/values/installable-app';

const appDir = import.meta.dirname;

/**
 * The shell (host). It declares no remotes at build time: their manifest URLs come from
 * /config.json at run time, so a remote is released without rebuilding the shell.
 */
export default function shellConfig(env: BuildEnv = {}): Configuration {
  return createAppConfig({
    appDir,
    uniqueName: 'inkspell_shell',
    env,
    // Replaced by the page's own title as soon as the app starts.
    htmlTitle: 'Inkspell',
    // The installable app (ADR 0038): its manifest, and the icon iOS shows on the home screen.
    htmlHeadExtra: `
    <link rel="manifest" href="${webAppManifestPath}" />
    <link rel="apple-touch-icon" href="${appIconPath(192)}" />`,
    // The page template: infra/src/build/prerender.ts fills it into index.html, create.html, ... per public page;
    // the static server answers the other client-side routes with it as it is.
    htmlFilename: 'app.html',
    // Deep links (/story/x) are answered with app.html, so its script URLs must be absolute.
    publicPath: '/',
    // The ui kit's Dialog needs some twenty small Radix packages at start: one request instead of twenty.
    mergedChunks: { radix: new RegExp(`[\\\\/]node_modules[\\\\/](${radixPackages().join('|')})[\\\\/]`) },
    plugins: [
      new ModuleFederationPlugin({
        name: 'inkspell_shell',
        remotes: {},
        manifest: false,
        ...federationCommon(appDir),
        experiments: hostRuntimeExperiments,
      }),
    ],
  });
}
