import { remoteByKey, remoteRoutesModule, remotes } from '@inkspell/contracts/values';
import type { FrontendConfig, RemoteKey } from '@inkspell/contracts';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/**
 * What every remote exposes as remoteRoutesModule: a component rendering <Routes> for its paths, and, when
 * its pages load apart, a way to load the page of a path before a prerendered page is hydrated.
 */
interface RoutesModule {
  default: ComponentType;
  preloadRoute?: (pathname: string) => Promise<void>;
}

/** Every remote of the registry but the admin-only ones, which are registered only when an admin opens them. */
const publicRemotes: readonly RemoteKey[] = remotes.filter((remote) => !remote.adminOnly).map((remote) => remote.key);

let manifestUrls: Record<string, string> = {};
const registered = new Set<RemoteKey>();
/** Remotes whose last load failed: the next attempt re-registers them to drop cached failures. */
const failed = new Set<RemoteKey>();

/**
 * config.json names each remote's manifest; its remoteEntry.js sits beside it. The shell registers the
 * entry itself: one round trip less before a page's remote arrives, and no manifest machinery in the
 * runtime (federation-shared.ts, disableSnapshot). A URL that is not a manifest is taken as the entry.
 */
export function remoteEntryUrl(manifestUrl: string): string {
  return manifestUrl.replace(/mf-manifest\.json(?=$|[?#])/, 'remoteEntry.js');
}

function describe(key: RemoteKey) {
  const manifest = manifestUrls[key];
  if (!manifest) throw new Error(`No manifest URL configured for remote ${key}`);
  return { name: remoteByKey(key).name, entry: remoteEntryUrl(manifest) };
}

/** Registers a remote with the federation runtime (nothing is downloaded until it is loaded). */
function ensureRegistered(key: RemoteKey): void {
  if (registered.has(key) && !failed.has(key)) return;
  // force: a remote that failed before is registered afresh, so a retry really fetches again.
  registerRemotes([describe(key)], { force: registered.has(key) });
  registered.add(key);
  failed.delete(key);
}

/**
 * Points the federation runtime at the configured remotes. Nothing is downloaded here: the current
 * route's remote is requested by the page itself (its files are preloaded by the HTML), the others when
 * a link to them is near (prefetch-on-intent.ts).
 */
export function startRemotes(config: FrontendConfig): void {
  manifestUrls = config.remotes;
  init({ name: 'inkspell_shell', remotes: [] });
  publicRemotes.forEach(ensureRegistered);
}

/** Loads a remote's Routes component; rejects when the remote is unreachable or broken. */
const loadedRoutes = new Map<RemoteKey, RoutesModule>();

/** A remote's Routes module once it has arrived (RemoteArea hands it to React at once, ADR 0020). */
export function loadedRemoteRoutes(key: RemoteKey): RoutesModule | undefined {
  return loadedRoutes.get(key);
}

export async function loadRemoteRoutes(key: RemoteKey): Promise<RoutesModule> {
  ensureRegistered(key);
  try {
    // './Routes' is requested as 'mf_ink/Routes'.
    const module = await loadRemote<RoutesModule>(`${remoteByKey(key).name}/${remoteRoutesModule.slice(2)}`);
    if (!module?.default) throw new Error(`Remote ${key} did not expose a Routes component`);
    loadedRoutes.set(key, module);
    return module;
  } catch (error) {
    failed.add(key);
    throw error;
  }
}

/**
 * Starts loading a public remote before anyone asks for it (its route is near); failures stay quiet,
 * the page that needs it will try again and show its fallback. Admin-only remotes are never prefetched.
 */
export function prefetchRemote(key: RemoteKey): void {
  if (!publicRemotes.includes(key)) return;
  loadRemoteRoutes(key).catch(() => undefined);
}
