/**
 * The prerenderer's stand-in for ../federation/remote-registry (swapped in by the prerender build,
 * packages/ui/build/ssr-config.ts): no federation runtime in Node, the remotes' Routes components are
 * handed over directly, from the same sources their remoteEntry.js is built from.
 */
import type { RemoteKey } from '@inkspell/contracts';
import type { ComponentType } from 'react';

const provided = new Map<RemoteKey, ComponentType>();

/** Makes a remote's Routes available to the pages rendered next. */
export function provideRemoteRoutes(key: RemoteKey, routes: ComponentType): void {
  provided.set(key, routes);
}

/**
 * Settles synchronously: React.lazy then has the component in the same render, so nothing suspends and
 * the remote's markup is written in place. A real promise would make the renderer write the loading
 * screen and the page as a later segment swapped in by an inline script: a shift, and no page without it.
 */
export function loadRemoteRoutes(key: RemoteKey): Promise<{ default: ComponentType }> {
  const routes = provided.get(key);
  const settled = {
    then(onFulfilled: (value: { default: ComponentType }) => unknown, onRejected: (reason: unknown) => unknown) {
      return routes ? onFulfilled({ default: routes }) : onRejected(new Error(`The prerenderer has no Routes of remote ${key}`));
    },
  };
  return settled as unknown as Promise<{ default: ComponentType }>;
}

// The browser-only parts of the registry do nothing here.
export function startRemotes(): void {}
export function prefetchRemote(): void {}
export function remoteEntryUrl(manifestUrl: string): string {
  return manifestUrl;
}

/** The provided Routes, as the browser's registry answers for a remote that has arrived. */
export function loadedRemoteRoutes(key: RemoteKey): { default: ComponentType } | undefined {
  const routes = provided.get(key);
  return routes ? { default: routes } : undefined;
}
