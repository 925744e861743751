/**
 * The ONE place that says how Inkspell apps federate (ARCHITECTURE §8, STYLE "A remote"):
 * which packages are run-time singletons, which version each app asks for, the chunk
 * public path and the per-app uniqueName. Every app's webpack.config.ts calls this.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
type SharedObject = Exclude<NonNullable<FederationOptions['shared']>, unknown[]>;

/**
 * Packages that must exist once per page: two Reacts or two QueryClients break context, and the
 * contracts (with the parts of zod their schemas use, about 130 KB) would otherwise arrive once from the
 * shell and once per remote. Shared modules cannot be tree-shaken, so neither zod itself (all of it is
 * 465 KB; only the contracts import it) nor lucide-react (every icon) is shared: each app bundles the
 * icons it draws.
 */
export const sharedSingletonPackages = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  '@inkspell/ui',
  '@inkspell/contracts',
] as const;

/**
 * Shared packages provided through a facade of this folder instead of the package itself (see
 * shared/react-router-dom.ts): the share key and version stay the package's, the code is the facade's.
 * A facade must import the real code under another name than its share key (react-router, not
 * react-router-dom), or it would wait for itself in the share scope.
 */
export const sharedFacades: Partial<Record<(typeof sharedSingletonPackages)[number], string>> = {
  'react-router-dom': path.join(import.meta.dirname, 'shared', 'react-router-dom.ts'),
};

/**
 * The ui kit's Dialog stands on Radix: the dialog, its primitives (slot, presence, portal, focus scope,
 * ...) and their helpers. A remote drawing another Radix component (mf-stories' dropdown menu) needs
 * the same primitives; shared, they come once, from the shell's copy. Derived from the dialog's
 * dependency tree, so a Radix upgrade needs no edit here.
 */
export function radixPackages(): string[] {
  return dependencyTree('@radix-ui/react-dialog');
}

function dependencyTree(root: string): string[] {
  const found = new Set<string>();
  const visit = (name: string) => {
    if (found.has(name) || name === 'react' || name === 'react-dom' || name.startsWith('@types/')) return;
    found.add(name);
    for (const dependency of Object.keys(readPackageJson(path.join(repoRoot, 'node_modules', name)).dependencies ?? {})) visit(dependency);
  };
  visit(root);
  return [...found].sort();
}

/** Deep imports that must resolve to the same singleton as their package. */
const sharedSubpaths: Record<string, (typeof sharedSingletonPackages)[number]> = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
};

interface PackageJson {
  name: string;
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** The repository root: this file lives in packages/ui/build/. */
const repoRoot = path.resolve(import.meta.dirname, '../../..');

function readPackageJson(appDir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as PackageJson;
}

/**
 * The `shared` block: every singleton with the version range the app's package.json asks for; a package
 * the app only gets through another one (zod, through the contracts) asks for the installed major.
 */
export function sharedSingletons(appDir: string): SharedObject {
  const pkg = readPackageJson(appDir);
  const ranges = { ...pkg.devDependencies, ...pkg.dependencies };
  const rangeOf = (name: string): string => {
    const range = ranges[name] ?? installedRange(name);
    if (!range) throw new Error(`${pkg.name} shares ${name} but neither lists it in package.json nor finds it installed`);
    return range;
  };
  const shared: SharedObject = {};
  for (const name of sharedSingletonPackages) {
    const facade = sharedFacades[name];
    shared[name] = facade
      ? { singleton: true, requiredVersion: rangeOf(name), import: facade, version: installedVersion(name) }
      : { singleton: true, requiredVersion: rangeOf(name) };
  }
  for (const [subpath, owner] of Object.entries(sharedSubpaths)) {
    shared[subpath] = { singleton: true, requiredVersion: rangeOf(owner) };
  }
  for (const subpath of contractsSubpaths()) {
    shared[subpath] = { singleton: true, requiredVersion: rangeOf('@inkspell/contracts') };
  }
  for (const name of radixPackages()) {
    // Singletons like the rest: Radix keeps focus and layer stacks in module state.
    shared[name] = { singleton: true, requiredVersion: installedRange(name) ?? false };
  }
  return shared;
}

/**
 * '@inkspell/contracts/sample-stories' and the other subpath imports (package.json exports "./*"): the
 * same files the contracts' index brings, so they are shared too, or a remote importing a subpath would
 * carry a second copy of a file the shell already sent.
 */
function contractsSubpaths(): string[] {
  const source = path.join(repoRoot, 'packages', 'contracts', 'src');
  return readdirSync(source)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'))
    .map((file) => `@inkspell/contracts/${file.slice(0, -'.ts'.length)}`);
}

function installedVersion(name: string): string | undefined {
  try {
    return readPackageJson(path.join(repoRoot, 'node_modules', name)).version;
  } catch {
    return undefined;
  }
}

function installedRange(name: string): string | undefined {
  const version = installedVersion(name);
  return version ? `^${version}` : undefined;
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
export function federationCommon(appDir: string): Pick<FederationOptions, 'shared' | 'shareStrategy' | 'dts' | 'runtimePlugins'> {
  return {
    shared: sharedSingletons(appDir),
    shareStrategy: 'loaded-first',
    dts: false,
    runtimePlugins: [path.join(import.meta.dirname, 'browser', 'yield-between-shares.ts')],
  };
}

/**
 * The federation runtime exists once per page: the shell bundles it and hands it to the remotes
 * (provideExternalRuntime), each remote's remoteEntry.js uses that one (externalRuntime) instead of
 * carrying its own ~27 KB copy. A remote therefore runs only inside the shell, or inside a page that
 * loads the runtime first (its standalone page does, see remote-config.ts).
 */
/*
 * disableSnapshot: remotes are registered by their remoteEntry.js (the shell derives it from the manifest
 * URL), so the manifest-snapshot machinery, a large part of the runtime, is left out; target web drops
 * the Node loading paths.
 */
const runtimeOptimization = { disableSnapshot: true, target: 'web' } as const;
export const hostRuntimeExperiments: FederationOptions['experiments'] = { provideExternalRuntime: true, optimization: runtimeOptimization };
export const remoteRuntimeExperiments: FederationOptions['experiments'] = { externalRuntime: true, optimization: runtimeOptimization };
