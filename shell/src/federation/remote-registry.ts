import { remotes, type FrontendConfig, type RemoteKey } from '@inkspell/contracts';
import { init, loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** The typed module of each remote's './Routes' (declared in remote-modules.d.ts). */
type RoutesModule = typeof import('mf_stories/Routes');

/** Loaded at start so the first page has no waterfall. mf-admin is never among them. */
const startupRemotes: readonly RemoteKey[] = ['stories', 'ink', 'account'];

let manifestUrls: Record<string, string> = {};
const registered = new Set<RemoteKey>();
/** Remotes whose last load failed: the next attempt re-registers them to drop cached failures. */
const failed = new Set<RemoteKey>();

function remoteOf(key: RemoteKey) {
  const remote = remotes.find((r) => r.key === key);
  if (!remote) throw new Error(`Unknown remote ${key}`);
  return remote;
}

function describe(key: RemoteKey) {
  const entry = manifestUrls[key];
  if (!entry) throw new Error(`No manifest URL configured for remote ${key}`);
  return { name: remoteOf(key).name, entry };
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
 * Points the federation runtime at the configured manifests and starts downloading the
 * remotes every visitor needs. mf-admin is registered only when an admin opens its route.
 */
export function startRemotes(config: FrontendConfig): void {
  manifestUrls = config.remotes;
  init({ name: 'inkspell_shell', remotes: [] });
  startupRemotes.forEach(ensureRegistered);
  for (const key of startupRemotes) {
    preloadRemote([{ nameOrAlias: remoteOf(key).name, exposes: ['./Routes'] }]).catch((error: unknown) => {
      failed.add(key);
      console.warn(`Inkspell: could not preload remote ${key}`, error);
    });
  }
}

/** Loads a remote's Routes component; rejects when the remote is unreachable or broken. */
export async function loadRemoteRoutes(key: RemoteKey): Promise<RoutesModule> {
  ensureRegistered(key);
  try {
    const module = await loadRemote<RoutesModule>(`${remoteOf(key).name}/Routes`);
    if (!module?.default) throw new Error(`Remote ${key} did not expose a Routes component`);
    return module;
  } catch (error) {
    failed.add(key);
    throw error;
  }
}
