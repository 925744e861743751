/**
 * The whole webpack config of a federated remote, from its entry in the area registry
 * (packages/contracts/src/areas.ts): container name, folder and exposed modules. A remote's
 * webpack.config.ts is then one line: `export default (env: BuildEnv) => createRemoteConfig('ink', env);`
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { remoteByKey, type RemoteKey } from '@inkspell/contracts';
import type { Configuration } from 'webpack';
import { federationCommon, remoteRuntimeExperiments } from './federation-shared';
import { standaloneRuntimeScript } from './standalone-runtime';
import { createAppConfig, type BuildEnv } from './webpack-base';

/** The repository root: this file lives in packages/ui/build/. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export function createRemoteConfig(key: RemoteKey, env: BuildEnv = {}): Configuration {
  const remote = remoteByKey(key);
  const appDir = path.join(repoRoot, remote.dir);
  return createAppConfig({
    appDir,
    uniqueName: remote.name,
    env,
    htmlTitle: `${remote.dir} (standalone) | Inkspell`,
    htmlHeadExtra: standaloneRuntimeScript(),
    cssWithoutUi: true,
    plugins: [
      new ModuleFederationPlugin({
        name: remote.name,
        filename: 'remoteEntry.js',
        manifest: true,
        exposes: { ...remote.exposes },
        ...federationCommon(appDir),
        experiments: remoteRuntimeExperiments,
      }),
    ],
  });
}

export type { BuildEnv };
