import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { federationCommon, remoteName } from '@inkspell/ui/build/federation-shared';
import { createAppConfig, type BuildEnv } from '@inkspell/ui/build/webpack-base';
import type { Configuration } from 'webpack';

const appDir = import.meta.dirname;

/** mf-stories: Home, create, library, reader and collections (remote "mf_stories"). */
export default function storiesConfig(env: BuildEnv = {}): Configuration {
  return createAppConfig({
    appDir,
    uniqueName: 'mf_stories',
    env,
    htmlTitle: 'mf-stories (standalone) | Inkspell',
    plugins: [
      new ModuleFederationPlugin({
        name: remoteName('stories'),
        filename: 'remoteEntry.js',
        manifest: true,
        exposes: { './Routes': './src/exposes/StoriesRoutes.tsx' },
        ...federationCommon(appDir),
      }),
    ],
  });
}
