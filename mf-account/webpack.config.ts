import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { federationCommon, remoteName } from '@inkspell/ui/build/federation-shared';
import { createAppConfig, type BuildEnv } from '@inkspell/ui/build/webpack-base';
import type { Configuration } from 'webpack';

const appDir = import.meta.dirname;

/** mf-account: Login, registration, profile, security and password recovery (remote "mf_account"). */
export default function accountConfig(env: BuildEnv = {}): Configuration {
  return createAppConfig({
    appDir,
    uniqueName: 'mf_account',
    env,
    htmlTitle: 'mf-account (standalone) | Inkspell',
    plugins: [
      new ModuleFederationPlugin({
        name: remoteName('account'),
        filename: 'remoteEntry.js',
        manifest: true,
        exposes: { './Routes': './src/exposes/AccountRoutes.tsx' },
        ...federationCommon(appDir),
      }),
    ],
  });
}
