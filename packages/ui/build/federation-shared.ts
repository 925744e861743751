/**
 * The ONE place that says how Inkspell apps federate (ARCHITECTURE §8, STYLE "A remote"):
 * which packages are run-time singletons, which version each app asks for, the chunk
 * public path and the per-app uniqueName. Every app's webpack.config.ts calls this.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { remotes, type RemoteKey } from '@inkspell/contracts';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
type SharedObject = Exclude<NonNullable<FederationOptions['shared']>, unknown[]>;

/** Packages that must exist once per page: two Reacts or two QueryClients break context. */
export const sharedSingletonPackages = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  '@inkspell/ui',
] as const;

/** Deep imports that must resolve to the same singleton as their package. */
const sharedSubpaths: Record<string, (typeof sharedSingletonPackages)[number]> = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
};

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function readPackageJson(appDir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as PackageJson;
}

/** The `shared` block: every singleton with the version range the app's package.json asks for. */
export function sharedSingletons(appDir: string): SharedObject {
  const pkg = readPackageJson(appDir);
  const ranges = { ...pkg.devDependencies, ...pkg.dependencies };
  const rangeOf = (name: string): string => {
    const range = ranges[name];
    if (!range) throw new Error(`${pkg.name} shares ${name} but does not list it in package.json`);
    return range;
  };
  const shared: SharedObject = {};
  for (const name of sharedSingletonPackages) {
    shared[name] = { singleton: true, requiredVersion: rangeOf(name) };
  }
  for (const [subpath, owner] of Object.entries(sharedSubpaths)) {
    shared[subpath] = { singleton: true, requiredVersion: rangeOf(owner) };
  }
  return shared;
}

/** Output settings every app shares: a uniqueName (no chunk-loading clashes) and 'auto' public path
 * (chunks load from wherever remoteEntry.js was served: gateway path or direct port). */
export function federationOutput(uniqueName: string): { uniqueName: string; publicPath: 'auto' } {
  return { uniqueName, publicPath: 'auto' };
}

/**
 * Options every ModuleFederationPlugin gets. 'loaded-first' because with the default
 * 'version-first' the host downloads EVERY registered remote's entry at start to compare
 * versions, which would fetch mf-admin for everyone and stall the page when a remote is down.
 */
export function federationCommon(appDir: string): Pick<FederationOptions, 'shared' | 'shareStrategy' | 'dts'> {
  return { shared: sharedSingletons(appDir), shareStrategy: 'loaded-first', dts: false };
}

/** The federation container name of a remote (mf_stories, ...), from contracts. */
export function remoteName(key: RemoteKey): string {
  const remote = remotes.find((r) => r.key === key);
  if (!remote) throw new Error(`Unknown remote ${key}`);
  return remote.name;
}
