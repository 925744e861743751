import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { federationCommon, remoteName } from '@inkspell/ui/build/federation-shared';
import { createAppConfig, type BuildEnv } from '@inkspell/ui/build/webpack-base';
import type { Configuration } from 'webpack';

const appDir = import.meta.dirname;

/** mf-ink: Purchase Ink, ink history and refund requests (remote "mf_ink"). */
export default function inkConfig(env: BuildEnv = {}): Configuration {
  return createAppConfig({
    appDir,
    uniqueName: 'mf_ink',
    env,
    htmlTitle: 'mf-ink (standalone) | Inkspell',
    plugins: [
      new ModuleFederationPlugin({
        name: remoteName('ink'),
        filename: 'remoteEntry.js',
        manifest: true,
        exposes: { './Routes': './src/exposes/InkRoutes.tsx' },
        ...federationCommon(appDir),
      }),
    ],
  });
}
