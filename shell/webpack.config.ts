import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { federationCommon } from '@inkspell/ui/build/federation-shared';
import { createAppConfig, type BuildEnv } from '@inkspell/ui/build/webpack-base';
import type { Configuration } from 'webpack';

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
    // Deep links (/story/x) are answered with index.html, so its script URLs must be absolute.
    publicPath: '/',
    plugins: [new ModuleFederationPlugin({ name: 'inkspell_shell', remotes: {}, manifest: false, ...federationCommon(appDir) })],
  });
}
