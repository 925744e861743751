import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { federationCommon, remoteName } from '@inkspell/ui/build/federation-shared';
import { createAppConfig, type BuildEnv } from '@inkspell/ui/build/webpack-base';
import type { Configuration } from 'webpack';

const appDir = import.meta.dirname;

/** mf-admin: The administrator console (loaded by the shell for admins only) (remote "mf_admin"). */
export default function adminConfig(env: BuildEnv = {}): Configuration {
  return createAppConfig({
    appDir,
    uniqueName: 'mf_admin',
    env,
    htmlTitle: 'mf-admin (standalone) | Inkspell',
    plugins: [
      new ModuleFederationPlugin({
        name: remoteName('admin'),
        filename: 'remoteEntry.js',
        manifest: true,
        exposes: { './Routes': './src/exposes/AdminRoutes.tsx' },
        ...federationCommon(appDir),
      }),
    ],
  });
}
